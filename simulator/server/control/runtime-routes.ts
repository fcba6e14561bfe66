import { ControlError, worldOf, type ControlRoute } from './route';
import { isWellFormedAppId } from '../app-id';
import { isRegistrableRedirectUri } from '../oauth/callback-url';
import { BodyReader } from './body';
import { clockReading } from './summary';
import type { ClockMove } from './types';

const CLOCK_ACTIONS = ['freeze', 'resume', 'set', 'advance'] as const satisfies readonly ClockMove['action'][];
const SITE_STATUSES = ['up', 'down', 'updating'] as const;
/** A settlement delay of more than a day would look like a platform that never settles. */
const MAX_SETTLEMENT_DELAY_S = 86_400;

function queryInteger(query: URLSearchParams, name: string, min: number): number | undefined {
  const text = query.get(name);
  if (text === null) return undefined;
  const value = Number(text);
  if (text.trim() === '' || !Number.isSafeInteger(value) || value < min)
    throw new ControlError(400, 'InvalidQuery', `"${name}" must be an integer of at least ${min}.`);
  return value;
}

/** A world's clock, site status, connections and traffic log. */
export const runtimeRoutes: ControlRoute[] = [
  {
    method: 'POST',
    path: '/worlds/:world/clock',
    handle: (request) => {
      const world = worldOf(request);
      const fields = new BodyReader(request.body);
      const action = fields.oneOf('action', CLOCK_ACTIONS);
      if (action === 'set') {
        const ms = fields.only('action', 'epoch').integer('epoch', 0) * 1000;
        world.moveClock((clock) => clock.set(ms));
      } else if (action === 'advance') {
        const ms = fields.only('action', 'ms').integer('ms', 0);
        world.moveClock((clock) => clock.advance(ms));
      } else {
        fields.only('action');
        world.moveClock((clock) => (action === 'freeze' ? clock.freeze() : clock.resume()));
      }
      return clockReading(world);
    },
  },
  {
    method: 'PUT',
    path: '/worlds/:world/site',
    handle: (request) => {
      const world = worldOf(request);
      const fields = new BodyReader(request.body).only('status', 'message', 'clients_country');
      const status = fields.oneOf('status', SITE_STATUSES);
      const message = fields.optionalString('message');
      const clientsCountry = fields.optionalString('clients_country', /^[a-z]{2}$/);
      world.commit({
        type: 'site_set',
        status,
        ...(message === undefined ? {} : { message }),
        ...(clientsCountry === undefined ? {} : { clients_country: clientsCountry }),
      });
      return { site: world.state.site };
    },
  },
  {
    method: 'POST',
    path: '/worlds/:world/apps',
    handle: (request) => {
      const world = worldOf(request);
      const body = new BodyReader(request.body).only('app_id', 'redirect_uri');
      const appId = body.string('app_id');
      const redirectUri = body.optionalString('redirect_uri');
      if (!isWellFormedAppId(appId))
        throw new ControlError(400, 'InvalidBody', '"app_id" must be a number of up to 19 digits.');
      if (redirectUri !== undefined && !isRegistrableRedirectUri(redirectUri))
        throw new ControlError(400, 'InvalidBody', '"redirect_uri" must be a full http(s) URL without a fragment.');
      world.commit({
        type: 'app_registered',
        app_id: appId,
        ...(redirectUri === undefined ? {} : { redirect_uri: redirectUri }),
      });
      return {
        registered_app_ids: world.state.site.registered_app_ids,
        app_redirect_uris: world.state.site.app_redirect_uris,
      };
    },
  },
  {
    method: 'POST',
    path: '/worlds/:world/drop-connections',
    handle: (request) => ({ dropped: worldOf(request).connections.dropAll() }),
  },
  {
    method: 'GET',
    path: '/worlds/:world/traffic',
    handle: (request) => {
      const world = worldOf(request);
      const since = queryInteger(request.query, 'since', 0);
      const limit = queryInteger(request.query, 'limit', 1);
      return { traffic: world.traffic.list({ since, limit }) };
    },
  },
  {
    method: 'PUT',
    path: '/worlds/:world/settlement',
    handle: (request) => {
      const world = worldOf(request);
      const fields = new BodyReader(request.body).only('delay_seconds', 'settleable_after_seconds');
      const delay = fields.integer('delay_seconds', 0);
      if (delay > MAX_SETTLEMENT_DELAY_S)
        throw new ControlError(400, 'InvalidBody', `"delay_seconds" is at most ${MAX_SETTLEMENT_DELAY_S}.`);
      const settleableAfter = fields.optionalInteger('settleable_after_seconds', 0);
      if (settleableAfter !== undefined && settleableAfter > delay)
        throw new ControlError(400, 'InvalidBody', '"settleable_after_seconds" is at most "delay_seconds".');
      world.settlement.settlementDelaySeconds = delay;
      world.settlement.settleableAfterSeconds = settleableAfter;
      return { delay_seconds: delay, settleable_after_seconds: world.settlement.settleableAfterSeconds };
    },
  },
];
