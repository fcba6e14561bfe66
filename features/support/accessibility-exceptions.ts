import type { AccessibilityException } from './accessibility-findings';

/**
 * The accessibility findings the app lives with, each for one rule on one part of the page and with
 * its reason. Everything else the scan finds serious or critical fails the scenario.
 */
export const ACCESSIBILITY_EXCEPTIONS: readonly AccessibilityException[] = [];
