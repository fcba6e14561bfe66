import type { IncomingMessage } from 'node:http';
import { ControlError } from './route';

/** Control requests carry small JSON bodies; anything larger is refused with 413. */
export const MAX_CONTROL_BODY_BYTES = 256 * 1024;

/** The methods whose requests carry a body; others are answered without reading one. */
const METHODS_WITH_BODY = ['POST', 'PUT', 'PATCH'];

/** The endpoint a body is read for, as its refusals name it. */
export interface BodyEndpoint {
  /** The endpoint, after "A POST to": `the control API`, `/support/messages`. */
  name: string;
  /** What its request body is called, at the start of a sentence: `A control request body`. */
  body: string;
}

export const CONTROL_API: BodyEndpoint = { name: 'the control API', body: 'A control request body' };

function tooLarge(endpoint: BodyEndpoint): ControlError {
  return new ControlError(413, 'BodyTooLarge', `${endpoint.body} is at most ${MAX_CONTROL_BODY_BYTES} bytes.`);
}

/**
 * Refuses a body not declared as JSON (415): a browser sends `text/plain` or a form to another
 * origin without asking it first, so a JSON-only API cannot be driven by a page that way.
 */
function checkContentType(request: IncomingMessage, endpoint: BodyEndpoint): void {
  const [mediaType = '', ...parameters] = (request.headers['content-type'] ?? '').split(';');
  const charset = parameters.map((parameter) => parameter.trim().toLowerCase()).find((p) => p.startsWith('charset='));
  const isJson = mediaType.trim().toLowerCase() === 'application/json';
  if (!isJson || (charset !== undefined && charset.replace(/"/g, '') !== 'charset=utf-8'))
    throw new ControlError(
      415,
      'UnsupportedMediaType',
      `A ${request.method} to ${endpoint.name} needs "Content-Type: application/json" (UTF-8), not "${request.headers['content-type'] ?? 'none'}".`,
    );
}

/** The JSON body of a request to the endpoint (`{}` when empty, or when the method carries none). */
export async function readJsonBody(request: IncomingMessage, endpoint: BodyEndpoint): Promise<unknown> {
  if (!METHODS_WITH_BODY.includes(request.method ?? '')) return {};
  checkContentType(request, endpoint);
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_CONTROL_BODY_BYTES) throw tooLarge(endpoint);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_CONTROL_BODY_BYTES) {
        request.removeAllListeners('data');
        request.resume();
        reject(tooLarge(endpoint));
      } else chunks.push(chunk);
    });
    request.on('error', reject);
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (text.trim() === '') return resolve({});
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(new ControlError(400, 'InvalidJson', 'The body is not valid JSON.'));
      }
    });
  });
}
