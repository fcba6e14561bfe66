/** The control API's reference as Markdown, and the check that it names exactly the routes there are. */
import {
  controlApiIntro,
  controlApiSections,
  controlClientDoc,
  type ControlRouteDoc,
} from '../simulator/server/control/reference';

/** Routes without a reference entry, and entries without a route. */
export function unmatchedRoutes(routes: readonly string[], documented: readonly string[]): string[] {
  const problems = routes.filter((route) => !documented.includes(route)).map((route) => `${route}: not documented`);
  const stale = documented.filter((route) => !routes.includes(route)).map((route) => `${route}: no such route`);
  const twice = documented.filter((route, index) => documented.indexOf(route) !== index);
  return [...problems, ...stale, ...twice.map((route) => `${route}: documented twice`)];
}

function cell(text: string): string {
  return text.replaceAll('|', '\\|');
}

function row(doc: ControlRouteDoc): string {
  const shown = doc.route.replace(' /', ' /control/').replace(/:([a-z]+)/g, '<$1>');
  return `| \`${shown}\` | ${cell(doc.input ?? '')} | ${cell(doc.reply)} |`;
}

export function controlApiMarkdown(): string {
  const lines = [
    '# The control API',
    '',
    '<!-- Written by `npm run docs` from simulator/server/control/ (the routes and reference.ts); do not edit. -->',
    '',
    ...controlApiIntro,
  ];
  for (const section of controlApiSections) {
    lines.push('', `## ${section.title}`, '');
    lines.push(`| method and path | ${section.inputColumn} | reply |`, '| --- | --- | --- |');
    lines.push(...section.routes.map(row), '', ...section.notes);
  }
  lines.push('', '## TypeScript client', '', ...controlClientDoc);
  return `${lines.join('\n')}\n`;
}

/** Every route the reference documents, as `METHOD /path`. */
export const documentedRoutes = controlApiSections.flatMap((section) => section.routes.map((doc) => doc.route));
