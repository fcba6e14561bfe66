import type { WebSocket } from 'ws';
import { ApiError, frameworkError } from './api-error';
import { dispatchFrame, type DispatchOptions } from './dispatch';

export interface ConnectionOptions extends DispatchOptions {
  /** False for a well-formed app id the platform does not know: the first request is refused, then the socket closes. */
  appIdKnown: boolean;
}

const INVALID_APP_ID = new ApiError('InvalidAppID', 'Your app_id is invalid.');

function bareError(error: ApiError): object {
  return { echo_req: {}, error: { code: error.code, message: error.message }, msg_type: 'error' };
}

/** Serves one client socket: each text frame is a request, each answered on the same socket. */
export function serveConnection(socket: WebSocket, options: ConnectionOptions): void {
  const send = (reply: object) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(reply));
  };
  socket.on('message', (data, isBinary) => {
    if (!options.appIdKnown) {
      send(bareError(INVALID_APP_ID));
      socket.close(1008, 'InvalidAppID');
    } else if (isBinary) {
      send(bareError(frameworkError('BadRequest')));
    } else {
      void dispatchFrame(options, data.toString()).then(send);
    }
  });
  socket.on('error', (error) => options.logger.warn('socket error', error.message));
}
