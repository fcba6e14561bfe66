import type { IncomingMessage, ServerResponse } from 'node:http';
import type { World } from '../../world/world';
import { WorldError } from '../../world/world-error';
import { leaveSupportMessage } from '../../world/support-desk';
import { BodyReader } from '../control/body';
import { readJsonBody, type BodyEndpoint } from '../control/request-body';
import { ControlError } from '../control/route';

/**
 * Where the app leaves a message for support while the live chat is offline. The socket API has no
 * such call: in production a third-party chat widget takes these messages.
 */
export const SUPPORT_MESSAGES_PATH = '/support/messages';

const SUPPORT_MESSAGES: BodyEndpoint = { name: SUPPORT_MESSAGES_PATH, body: 'A support message' };

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  response.end(JSON.stringify(body));
}

async function messageOf(request: IncomingMessage): Promise<{ name: string; email: string; message: string }> {
  const body = new BodyReader(await readJsonBody(request, SUPPORT_MESSAGES)).only('name', 'email', 'message');
  return { name: body.string('name'), email: body.string('email'), message: body.string('message') };
}

/**
 * POST a JSON `{ name, email, message }`: 200 `{ "received": true }` once the world keeps it; a body
 * of the wrong shape or values is answered with its status and `{ error: { code, message } }`.
 */
export async function handleSupportMessages(
  request: IncomingMessage,
  response: ServerResponse,
  world: World,
): Promise<void> {
  if (request.method !== 'POST') {
    sendJson(response, 405, { error: { code: 'MethodNotAllowed', message: 'Only POST.' } }, { allow: 'POST' });
    return;
  }
  try {
    leaveSupportMessage(world, await messageOf(request));
    sendJson(response, 200, { received: true });
  } catch (thrown) {
    if (thrown instanceof ControlError || thrown instanceof WorldError) {
      const status = thrown instanceof ControlError ? thrown.status : 400;
      // The rest of an oversized body is not read, so the connection cannot be reused.
      const headers: Record<string, string> = status === 413 ? { connection: 'close' } : {};
      sendJson(response, status, { error: { code: thrown.code, message: thrown.message } }, headers);
    } else if (!response.headersSent) {
      // The request broke off while its body was read: nothing was kept.
      sendJson(response, 500, { error: { code: 'InternalError', message: 'The message could not be read.' } });
    }
  }
}
