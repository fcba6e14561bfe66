import type { ErrorObject } from 'ajv';
import { describe, expect, it, vi } from 'vitest';
import { handlers } from '../../simulator/handlers';
import { testDispatcher } from '../support/dispatcher';

/** Every error reply breaks its schema here, as one of a request at fault once did (its echo_req is the raw request). */
vi.mock(import('../../simulator/transport/validation'), async (importOriginal) => {
  const original = await importOriginal();
  const broken: ErrorObject = { keyword: 'test', instancePath: '/error', schemaPath: '', params: {} };
  return {
    ...original,
    responseProblems: (reply) => ('error' in reply ? [broken] : original.responseProblems(reply)),
  };
});

describe('the log of a reply that breaks its schema', () => {
  it('shows the request at fault with its secrets masked, as echo_req does elsewhere', async () => {
    const connection = testDispatcher(handlers);
    const replies = await connection.dispatch({ authorize: 'a1-secret-token-of-the-test', extra: 1, req_id: 1 });
    expect(replies).toMatchObject([{ error: { code: 'OutputValidationFailed' }, msg_type: 'authorize', req_id: 1 }]);
    expect(connection.logged).toHaveLength(1);
    expect(connection.logged[0]).toContain('"authorize":"<not shown>"');
    expect(connection.logged[0]).not.toContain('a1-secret-token-of-the-test');
  });
});
