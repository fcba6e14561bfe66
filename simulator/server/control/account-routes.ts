import type { SelfExclusion } from '../../domain/accounts/model';
import { AMOUNT_LIMITS } from '../../domain/accounts/self-exclusion';
import { accountSummary, documentsOf, outbox, patchAccount, type AccountPatch } from '../../world/account-admin';
import { createClient, type NewClient } from '../../world/client-admin';
import { BodyReader } from './body';
import { ControlError, type ControlRoute } from './route';

const RISK_CLASSES = ['low', 'standard', 'high'] as const;

function invalidBody(message: string): ControlError {
  return new ControlError(400, 'InvalidBody', message);
}

function stringList(value: unknown, name: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
    throw invalidBody(`"${name}" must be an array of strings`);
  return value;
}

const SELF_EXCLUSION_FIELDS = [
  ...AMOUNT_LIMITS,
  'max_open_bets',
  'session_duration_limit',
  'exclude_until',
  'timeout_until',
];

/** An object whose values are of the given types (or null, which clears a setting). */
function flatObject(value: unknown, name: string, types: string[]): Record<string, string | number | null> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalidBody(`"${name}" must be an object`);
  for (const [key, item] of Object.entries(value))
    if (item !== null && !types.includes(typeof item))
      throw invalidBody(`"${name}.${key}" must be a ${types.join(' or ')} or null`);
  return value as Record<string, string | number | null>;
}

/** The PATCH body, checked for shape; account-admin checks the values. */
function accountPatch(value: unknown): AccountPatch {
  const body = new BodyReader(value).only(
    'balance',
    'currency',
    'status',
    'landing_company',
    'residence',
    'risk_classification',
    'settings',
    'self_exclusion',
  );
  const fields = value as Record<string, unknown>;
  const patch: AccountPatch = {
    currency: body.optionalString('currency'),
    landing_company: body.optionalString('landing_company'),
    residence: body.optionalString('residence'),
  };
  if (body.has('risk_classification')) patch.risk_classification = body.oneOf('risk_classification', RISK_CLASSES);
  if (body.has('balance')) {
    if (typeof fields.balance !== 'number' && typeof fields.balance !== 'string')
      throw invalidBody('"balance" must be a number or a decimal string');
    patch.balance = fields.balance;
  }
  if (body.has('settings')) patch.settings = flatObject(fields.settings, 'settings', ['string', 'number']);
  if (body.has('self_exclusion')) {
    const limits = flatObject(fields.self_exclusion, 'self_exclusion', ['string', 'number']);
    const unknown = Object.keys(limits).filter((field) => !SELF_EXCLUSION_FIELDS.includes(field));
    if (unknown.length > 0) throw invalidBody(`unknown self_exclusion fields: ${unknown.join(', ')}`);
    patch.self_exclusion = Object.fromEntries(
      Object.entries(limits).filter(([, limit]) => limit !== null),
    ) as SelfExclusion;
  }
  if (body.optionalObject('status')?.only('set', 'clear')) {
    const status = fields.status as Record<string, unknown>;
    patch.status = { set: stringList(status.set, 'status.set'), clear: stringList(status.clear, 'status.clear') };
  }
  return patch;
}

/** The POST body of a new client, checked for shape; client-admin checks the values. */
function newClient(value: unknown): NewClient {
  const body = new BodyReader(value).only('email', 'password', 'residence', 'currency', 'settings');
  const settings = flatObject(body.fields.settings ?? {}, 'settings', ['string']);
  if (Object.values(settings).includes(null)) throw invalidBody('"settings" values must be strings');
  return {
    email: body.string('email'),
    password: body.string('password'),
    residence: body.string('residence'),
    currency: body.optionalString('currency'),
    settings: settings as Record<string, string>,
  };
}

/** Reading, creating and changing a world's clients and accounts, and reading the e-mails it sent. */
export const accountRoutes: ControlRoute[] = [
  {
    method: 'POST',
    path: '/worlds/:world/clients',
    handle: ({ registry, params, body }) => createClient(registry.get(params.world!), newClient(body)),
  },
  {
    method: 'GET',
    path: '/worlds/:world/accounts/:loginid',
    handle: ({ registry, params }) => accountSummary(registry.get(params.world!), params.loginid!),
  },
  {
    method: 'PATCH',
    path: '/worlds/:world/accounts/:loginid',
    handle: ({ registry, params, body }) =>
      patchAccount(registry.get(params.world!), params.loginid!, accountPatch(body)),
  },
  {
    method: 'GET',
    path: '/worlds/:world/accounts/:loginid/documents',
    handle: ({ registry, params }) => ({ documents: documentsOf(registry.get(params.world!), params.loginid!) }),
  },
  {
    method: 'GET',
    path: '/worlds/:world/outbox',
    handle: ({ registry, params, query }) => ({
      emails: outbox(registry.get(params.world!), query.get('to') ?? undefined),
    }),
  },
];
