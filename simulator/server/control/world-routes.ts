import { BodyReader } from './body';
import { paramOf, type ControlRoute } from './route';
import { worldSummary } from './summary';

/** Creating, listing, reading, resetting and deleting worlds. */
export const worldRoutes: ControlRoute[] = [
  {
    method: 'GET',
    path: '/worlds',
    handle: ({ registry }) => ({ worlds: registry.list().map(worldSummary) }),
  },
  {
    method: 'POST',
    path: '/worlds',
    handle: ({ registry, body }) => {
      const fields = new BodyReader(body).only('id', 'fixture', 'seed');
      const world = registry.create({
        id: fields.optionalString('id'),
        fixture: fields.optionalString('fixture'),
        seed: fields.optionalInteger('seed'),
      });
      return { world: worldSummary(registry.entry(world.id)) };
    },
  },
  {
    method: 'GET',
    path: '/worlds/:world',
    handle: (request) => ({ world: worldSummary(request.registry.entry(paramOf(request, 'world'))) }),
  },
  {
    method: 'DELETE',
    path: '/worlds/:world',
    handle: (request) => {
      const id = paramOf(request, 'world');
      request.registry.delete(id);
      return { deleted: id };
    },
  },
  {
    method: 'POST',
    path: '/worlds/:world/reset',
    handle: (request) => {
      const id = paramOf(request, 'world');
      request.registry.reset(id);
      return { world: worldSummary(request.registry.entry(id)) };
    },
  },
];
