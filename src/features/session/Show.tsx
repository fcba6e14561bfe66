import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { selectSession } from './session-slice';
import { isVisible, viewerOf, type Viewer, type VisibilityRule } from './visibility';

/** The current viewer, from the session. */
export function useViewer(): Viewer {
  const { status, account } = useSelector(selectSession);
  return viewerOf(status === 'logged_in' ? account : undefined);
}

/** Whether an element with this rule shows to the current viewer. */
export function useIsVisible(rule: VisibilityRule): boolean {
  return isVisible(rule, useViewer());
}

/** Renders its children only for the viewers the rule names. */
export function Show({ children, ...rule }: VisibilityRule & { children: ReactNode }) {
  return useIsVisible(rule) ? children : null;
}
