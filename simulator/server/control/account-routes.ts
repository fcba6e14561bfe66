import { accountSummary, outbox, patchAccount, type AccountPatch } from '../../world/account-admin';
import { BodyReader } from './body';
import { ControlError, type ControlRoute } from './route';

function invalidBody(message: string): ControlError {
  return new ControlError(400, 'InvalidBody', message);
}

function stringList(value: unknown, name: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
    throw invalidBody(`"${name}" must be an array of strings`);
  return value;
}

/** The PATCH body, checked for shape; account-admin checks the values. */
function accountPatch(value: unknown): AccountPatch {
  const body = new BodyReader(value).only('balance', 'currency', 'status', 'landing_company', 'residence');
  const fields = value as Record<string, unknown>;
  const patch: AccountPatch = {
    currency: body.optionalString('currency'),
    landing_company: body.optionalString('landing_company'),
    residence: body.optionalString('residence'),
  };
  if (body.has('balance')) {
    if (typeof fields.balance !== 'number' && typeof fields.balance !== 'string')
      throw invalidBody('"balance" must be a number or a decimal string');
    patch.balance = fields.balance;
  }
  if (body.optionalObject('status')?.only('set', 'clear')) {
    const status = fields.status as Record<string, unknown>;
    patch.status = { set: stringList(status.set, 'status.set'), clear: stringList(status.clear, 'status.clear') };
  }
  return patch;
}

/** Reading and changing a world's accounts, and reading the e-mails it sent. */
export const accountRoutes: ControlRoute[] = [
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
    path: '/worlds/:world/outbox',
    handle: ({ registry, params, query }) => ({
      emails: outbox(registry.get(params.world!), query.get('to') ?? undefined),
    }),
  },
];
