import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handlers } from '../../../simulator/handlers';
import { REFERENCE_DIR, referenceAvailable } from '../../support/reference-schemas';

const CALLS = [
  'authorize',
  'logout',
  'get_settings',
  'set_settings',
  'get_account_status',
  'balance',
  'get_limits',
  'landing_company',
  'landing_company_details',
  'residence_list',
  'states_list',
  'payout_currencies',
  'exchange_rates',
  'verify_email',
] as const;

describe.skipIf(!referenceAvailable)('account call scopes', () => {
  it.each(CALLS)('%s asks for the scopes the public schema names', (call) => {
    const send = JSON.parse(readFileSync(join(REFERENCE_DIR, call, 'send.json'), 'utf8')) as {
      auth_required?: number;
      auth_scopes?: string[];
    };
    expect(handlers[call]?.scopes).toEqual(send.auth_required ? send.auth_scopes : undefined);
  });
});
