import type { PaletteOptions } from 'highcharts';
import 'highcharts/css/highcharts-palette.css';

/**
 * The charts' palette option. Highcharts would write its colours into a `<style>` element of its own,
 * which the built app's Content-Security-Policy (styles from the app's files only) blocks; they come
 * from Highcharts' palette stylesheet, bundled with the chart, instead.
 */
export const CHART_PALETTE: PaletteOptions = { injectCSS: false };
