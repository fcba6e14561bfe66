import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

/** The simulator (or any server of the same API) that /websockets, /oauth2 and /cashier are forwarded to. */
const SIMULATOR_URL = process.env.SIMULATOR_URL ?? 'http://127.0.0.1:8787';

const proxy: Record<string, ProxyOptions> = {
  '/websockets': { target: SIMULATOR_URL, ws: true },
  '/oauth2': { target: SIMULATOR_URL },
  // The cashier call links pages on the host the socket was reached at: through this proxy, the app's.
  '/cashier': { target: SIMULATOR_URL },
};

export default defineConfig({
  plugins: [react()],
  appType: 'spa',
  server: { proxy },
  preview: { proxy },
  build: { sourcemap: true },
});
