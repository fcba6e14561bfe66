import { describe, expect, it } from 'vitest';
import { authorized, errorCode, READ_ONLY_TOKEN, tokenOf, TRADING_TOKEN, useSimulator } from './support';

const { open } = useSimulator();

interface TokenEntry {
  display_name: string;
  token: string;
  scopes: string[];
  last_used: string;
}

function tokensOf(reply: Record<string, unknown>): TokenEntry[] {
  return (reply.api_token as { tokens: TokenEntry[] }).tokens;
}

describe('api_token', () => {
  it("lists the account's API tokens", async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    const tokens = tokensOf(await socket.call({ api_token: 1 }));
    expect(tokens.map((token) => token.token).sort()).toEqual([TRADING_TOKEN, READ_ONLY_TOKEN].sort());
  });

  it('creates a token with its scopes, which then logs in with exactly those scopes', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    const reply = await socket.call({ api_token: 1, new_token: 'My bot_1', new_token_scopes: ['read', 'trade'] });
    expect(reply.api_token).toMatchObject({ new_token: 1 });
    const created = tokensOf(reply).find((token) => token.display_name === 'My bot_1')!;
    expect(created).toMatchObject({
      scopes: ['read', 'trade'],
      last_used: '',
      token: expect.stringMatching(/^[A-Za-z0-9]{15}$/),
    });
    const bot = await open();
    expect((await bot.call({ authorize: created.token })).authorize).toMatchObject({
      loginid: 'CR90000001',
      scopes: ['read', 'trade'],
    });
    expect(errorCode(await bot.call({ api_token: 1 }))).toBe('PermissionDenied');
    const after = tokensOf(await socket.call({ api_token: 1 })).find((token) => token.token === created.token)!;
    expect(after.last_used).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('deletes a token, which then no longer logs in', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    const reply = await socket.call({ api_token: 1, delete_token: READ_ONLY_TOKEN });
    expect(reply.api_token).toMatchObject({ delete_token: 1 });
    expect(tokensOf(reply).map((token) => token.token)).toEqual([TRADING_TOKEN]);
    const other = await open();
    expect(errorCode(await other.call({ authorize: READ_ONLY_TOKEN }))).toBe('InvalidToken');
  });

  it("does not delete another account's token", async () => {
    const socket = await authorized(open, tokenOf('CR90000002'));
    await socket.call({ api_token: 1, delete_token: READ_ONLY_TOKEN });
    const other = await open();
    expect(errorCode(await other.call({ authorize: READ_ONLY_TOKEN }))).toBeUndefined();
  });

  it('refuses a name of the wrong length, a taken name, no scopes, and a 31st token', async () => {
    const socket = await authorized(open, tokenOf('CR90000004'));
    expect(await socket.call({ api_token: 1, new_token: '  x  ', new_token_scopes: ['read'] })).toMatchObject({
      error: {
        code: 'InputValidationFailed',
        details: { new_token: 'Length of token name must be between 2 and 32 characters.' },
      },
    });
    expect(errorCode(await socket.call({ api_token: 1, new_token: 'x'.repeat(33), new_token_scopes: ['read'] }))).toBe(
      'InputValidationFailed',
    );
    expect(await socket.call({ api_token: 1, new_token: 'none', new_token_scopes: [] })).toMatchObject({
      error: { details: { new_token_scopes: 'Please select at least one scope.' } },
    });
    expect(errorCode(await socket.call({ api_token: 1, new_token: 'bad-name!', new_token_scopes: ['read'] }))).toBe(
      'InputValidationFailed',
    );
    for (let index = 1; index <= 30; index += 1)
      expect(
        errorCode(await socket.call({ api_token: 1, new_token: `token ${index}`, new_token_scopes: ['read'] })),
      ).toBeUndefined();
    expect(await socket.call({ api_token: 1, new_token: 'token 31', new_token_scopes: ['read'] })).toMatchObject({
      error: { code: 'APITokenError', message: 'Max 30 tokens are allowed.' },
    });
    expect(await socket.call({ api_token: 1, new_token: 'token 1', new_token_scopes: ['read'] })).toMatchObject({
      error: { code: 'APITokenError', message: 'The name is taken.' },
    });
  });

  it('refuses a name already taken', async () => {
    const socket = await authorized(open, tokenOf('CR90000004'));
    await socket.call({ api_token: 1, new_token: 'twin', new_token_scopes: ['read'] });
    expect(await socket.call({ api_token: 1, new_token: 'twin', new_token_scopes: ['trade'] })).toMatchObject({
      error: { code: 'APITokenError', message: 'The name is taken.' },
    });
  });
});
