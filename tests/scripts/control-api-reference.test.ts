import { describe, expect, it } from 'vitest';
import { controlRoutes } from '../../simulator/server/control';
import { controlApiMarkdown, documentedRoutes, unmatchedRoutes } from '../../scripts/control-api-reference';

describe("the control API's reference", () => {
  it('documents every route of the control API once, and no route that does not exist', () => {
    const routes = controlRoutes.map((route) => `${route.method} ${route.path}`);
    expect(unmatchedRoutes(routes, documentedRoutes)).toEqual([]);
  });

  it('names a route without an entry, an entry without a route and an entry given twice', () => {
    expect(unmatchedRoutes(['GET /worlds', 'POST /worlds'], ['GET /worlds', 'GET /worlds', 'DELETE /worlds'])).toEqual([
      'POST /worlds: not documented',
      'DELETE /worlds: no such route',
      'GET /worlds: documented twice',
    ]);
  });

  it('shows each route under /control with its params in angle brackets', () => {
    expect(controlApiMarkdown()).toContain('| `POST /control/worlds/<world>/markets/<symbol>/spot` |');
  });
});
