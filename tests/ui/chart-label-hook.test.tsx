// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { useImperativeHandle, type Ref } from 'react';
import { describe, expect, it } from 'vitest';
import { useChartLabel } from '../../src/ui/chart-label';

/** A drawn chart whose root is `root`, handed to its ref as HighchartsReact hands it. */
function DrawnChart({ root, ref }: { root: SVGSVGElement; ref: Ref<unknown> }) {
  useImperativeHandle(ref, () => ({ chart: { renderer: { boxWrapper: { element: root } } } }));
  return null;
}

/** A chart named by `useChartLabel`, as the app's charts are. */
function LabelledChart({ label, root }: { label: string; root: SVGSVGElement }) {
  const chart = useChartLabel(label);
  return <DrawnChart root={root} ref={chart} />;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('useChartLabel', () => {
  it('names the chart, and names it again when Highcharts blanks the name after loading', async () => {
    const root = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    const { rerender, unmount } = render(<LabelledChart label="R_100 last value 1" root={root} />);
    expect(root.getAttribute('aria-label')).toBe('R_100 last value 1');
    root.setAttribute('aria-label', '');
    await settled();
    expect(root.getAttribute('aria-label')).toBe('R_100 last value 1');
    rerender(<LabelledChart label="R_100 last value 2" root={root} />);
    expect(root.getAttribute('aria-label')).toBe('R_100 last value 2');
    unmount();
    root.setAttribute('aria-label', '');
    await settled();
    expect(root.getAttribute('aria-label')).toBe('');
  });
});
