/** The page names a catalogue row may await, and those the app has built. */
import { BUILT_PAGES } from '../../src/app/pages';

/**
 * The page names of the spec's page access table (accounts-and-money §2): the names listed under
 * "Requires login" and after "Virtual only:", "Logged-out only:" and "Open to everyone:".
 */
export function specPageNames(spec: string): Set<string> {
  const table = /### Page access table\n([\s\S]*?)\n###/.exec(spec)?.[1] ?? '';
  const names = table
    .replace(/\([^)]*\)/g, '')
    .replace(/^[^:\n]*:/gm, '')
    .split(/[,.\n]| and /)
    .map((part) => part.replace(/^\s*-\s*/, '').trim());
  return new Set(names.filter((name) => /^[a-z][\w-]*$/.test(name)));
}

/** The last path segment of every built page and of its earlier paths (`user/metatrader` -> `metatrader`). */
export function builtPageNames(): Set<string> {
  const paths = Object.entries(BUILT_PAGES).flatMap(([path, row]) => [path, ...(row.aliases ?? [])]);
  return new Set(paths.map((path) => path.split('/').pop() ?? path));
}
