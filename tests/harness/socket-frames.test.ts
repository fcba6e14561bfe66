import { describe, expect, it } from 'vitest';
import { maskedFrame, maskedFrames } from '../../features/support/frame-masks';

describe("a scenario's socket frames as its failure report keeps them", () => {
  it('hides the token of an authorize request and the passwords of a sign-up the page sent', () => {
    expect(maskedFrame('sent', '{"authorize":"a1-secret","req_id":3}')).toEqual({
      authorize: '<not shown>',
      req_id: 3,
    });
    expect(
      maskedFrame('sent', '{"new_account_virtual":1,"client_password":"Secret12","verification_code":"Ab3dE6gH"}'),
    ).toEqual({ new_account_virtual: 1, client_password: '<not shown>', verification_code: '<not shown>' });
  });

  it('hides the API token a reply hands out and the request it echoes', () => {
    const reply = {
      msg_type: 'api_token',
      api_token: { new_token: 1, tokens: [{ token: 'xyz123', display_name: 'bot' }] },
      echo_req: { api_token: 1, new_token: 'bot', authorize: 'a1-secret' },
    };
    expect(maskedFrame('received', JSON.stringify(reply))).toEqual({
      msg_type: 'api_token',
      api_token: { new_token: 1, tokens: [{ token: '<not shown>', display_name: 'bot' }] },
      echo_req: { api_token: 1, new_token: 'bot', authorize: '<not shown>' },
    });
  });

  it('keeps a frame that is not JSON as text, its secret values hidden, and names a binary frame by its size', () => {
    expect(maskedFrame('sent', '{"authorize":"a1-secret",')).toBe('{"authorize":"<not shown>",');
    expect(maskedFrame('received', Buffer.from([1, 2, 3]))).toBe('<3 bytes>');
  });
});

describe('the frames a failure report keeps', () => {
  it('are the latest 2000, each masked, with when, where and which way it went', () => {
    const frames = Array.from({ length: 2500 }, (_, index) => ({
      at: index,
      url: 'wss://socket.test/websockets/v3',
      direction: 'sent' as const,
      payload: JSON.stringify({ authorize: `token-${index}`, req_id: index }),
    }));
    const kept = maskedFrames(frames);
    expect(kept).toHaveLength(2000);
    expect(kept[0]).toEqual({
      at: 500,
      url: 'wss://socket.test/websockets/v3',
      direction: 'sent',
      frame: { authorize: '<not shown>', req_id: 500 },
    });
  });
});
