/** A bare `ws` echo server: the physical limit the simulator's round trip is measured against. */
import { WebSocketServer } from 'ws';

const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
server.on('connection', (socket) => socket.on('message', (data, isBinary) => socket.send(data, { binary: isBinary })));
server.on('listening', () => {
  const address = server.address();
  if (address !== null && typeof address === 'object') console.log(`listening on ${address.port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
