import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/browser';
import { startStack } from '../e2e/stack';

export function gzipBytes(content: Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

/** Gzip bytes of every script of the build. */
export function measureBuildScripts(dist = 'dist'): number {
  const assets = join(dist, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .reduce((sum, name) => sum + gzipBytes(readFileSync(join(assets, name))), 0);
}

/**
 * Gzip bytes of the scripts Chromium loads to render `path` of the built app (entry, preloads and the
 * page's lazy chunks, but nothing loaded on demand later), counted once the network is idle.
 */
export async function measureFirstRenderScripts(path: string): Promise<number> {
  const stack = await startStack();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const sizes: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) sizes.push(response.body().then(gzipBytes));
    });
    await page.goto(`${stack.appUrl}${path}`, { waitUntil: 'networkidle' });
    return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  } finally {
    await browser.close();
    await stack.close();
  }
}
