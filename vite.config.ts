import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { endpointServersFrom, securityHeaders } from './scripts/security-headers.ts';

/** The simulator (or any server of the same API) that /websockets, /oauth2, /cashier, /support and /releases are forwarded to. */
const SIMULATOR_URL = process.env.SIMULATOR_URL ?? 'http://127.0.0.1:8787';

const proxy: Record<string, ProxyOptions> = {
  '/websockets': { target: SIMULATOR_URL, ws: true },
  '/oauth2': { target: SIMULATOR_URL },
  // The cashier call links pages on the host the socket was reached at: through this proxy, the app's.
  '/cashier': { target: SIMULATOR_URL },
  // The contact page's offline chat leaves messages there (in production a chat widget takes them).
  '/support': { target: SIMULATOR_URL },
  // The desktop app's release feed, its installers' links on the host it was reached at, as the cashier's.
  '/releases': { target: SIMULATOR_URL },
};

/** Each build's own hash: the app carries it, and /version.json tells a running page a new one is out. */
const BUILD_HASH = Date.now().toString(36);

function versionResource(): Plugin {
  return {
    name: 'version-resource',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ hash: BUILD_HASH }) });
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), versionResource()],
  appType: 'spa',
  server: { proxy },
  // Only the built app: the dev server's React refresh runs inline scripts.
  preview: { proxy, headers: securityHeaders(endpointServersFrom(process.env.APP_ENDPOINT_SERVERS)) },
  build: { sourcemap: true, target: 'es2022' },
  define: command === 'build' ? { 'import.meta.env.VITE_BUILD_HASH': JSON.stringify(BUILD_HASH) } : {},
}));
