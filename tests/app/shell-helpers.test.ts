// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { pathInLanguage } from '../../src/app/LanguageSwitcher';
import { ChunkLoadError, lazyChunk, loadChunk, preloadChunk } from '../../src/lib/lazy-chunk';
import { redirectTarget } from '../../src/app/redirect-target';
import { createReleaseCheck } from '../../src/app/release-check';
import { inAppTarget } from '../../src/app/useHtmlLinks';
import type { Timers } from '../../src/api/socket/socket-client';

class ManualTimers implements Timers {
  readonly waiting = new Map<number, { callback: () => void; ms: number }>();
  private next = 0;
  setTimeout(callback: () => void, ms: number): unknown {
    this.next += 1;
    this.waiting.set(this.next, { callback, ms });
    return this.next;
  }
  clearTimeout(handle: unknown): void {
    this.waiting.delete(handle as number);
  }
  fire(): void {
    const entries = [...this.waiting.values()];
    this.waiting.clear();
    for (const { callback } of entries) callback();
  }
}

describe('page chunk loading', () => {
  const Page = () => null;

  it('gives the page and leaves no timer behind', async () => {
    const timers = new ManualTimers();
    await expect(loadChunk('trading', () => Promise.resolve(Page), timers)).resolves.toBe(Page);
    expect(timers.waiting.size).toBe(0);
  });

  it('reports a failed request as missing', async () => {
    const timers = new ManualTimers();
    const error = await loadChunk('trading', () => Promise.reject(new Error('404')), timers).catch((e) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).type).toBe('missing');
  });

  it('reports a chunk that does not arrive within 120 s as a timeout', async () => {
    const timers = new ManualTimers();
    const loading = loadChunk('statementws', () => new Promise<never>(() => undefined), timers);
    expect([...timers.waiting.values()].map(({ ms }) => ms)).toEqual([120_000]);
    timers.fire();
    const error = (await loading.catch((e) => e)) as ChunkLoadError;
    expect([error.type, error.chunk]).toEqual(['timeout', 'statementws']);
  });
});

describe('in-app links', () => {
  function click(href: string, init: MouseEventInit = {}, attributes: Record<string, string> = {}) {
    const anchor = document.createElement('a');
    anchor.href = href;
    for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
    const span = document.createElement('span');
    anchor.append(span);
    document.body.append(anchor);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    span.dispatchEvent(event);
    anchor.remove();
    return inAppTarget(event, window.location.origin);
  }

  it('takes links to .html pages of this site, with their query and hash', () => {
    expect(click('/de/user/statementws.html?x=1#top')).toBe('/de/user/statementws.html?x=1#top');
  });

  it('leaves other links to the browser', () => {
    expect(click('/en/files/report.pdf')).toBeUndefined();
    expect(click('https://elsewhere.example/en/trading.html')).toBeUndefined();
    expect(click('/en/trading.html', { ctrlKey: true })).toBeUndefined();
    expect(click('/en/trading.html', {}, { target: '_blank' })).toBeUndefined();
    expect(click('/en/trading.html', {}, { download: '' })).toBeUndefined();
  });
});

describe('redirect helper', () => {
  it.each([
    ['signup', '/en/new_account/virtualws.html#token=Ab12Cd34'],
    ['reset_password', '/en/user/reset_passwordws.html#token=Ab12Cd34'],
    ['payment_withdraw', '/en/cashier/forwardws.html?action=withdraw#token=Ab12Cd34'],
    ['payment_agent_withdraw', '/en/paymentagent/withdrawws.html#token=Ab12Cd34'],
    ['mt5_password_reset', '/en/user/metatrader.html#token=Ab12Cd34'],
  ])('%s goes to its page with the code as token', (action, target) => {
    expect(redirectTarget(`?action=${action}&code=Ab12Cd34`, 'en', 'trading.html')).toBe(target);
  });

  it('uses the lang parameter when it names a language', () => {
    expect(redirectTarget('?action=signup&code=X&lang=DE', 'en', 'trading.html')).toBe(
      '/de/new_account/virtualws.html#token=X',
    );
    expect(redirectTarget('?action=signup&code=X&lang=xx', 'fr', 'trading.html')).toBe(
      '/fr/new_account/virtualws.html#token=X',
    );
  });

  it('goes to the default page for an unknown action or without a code', () => {
    expect(redirectTarget('?action=unknown&code=X', 'en', 'trading.html')).toBe('/en/trading.html');
    expect(redirectTarget('?action=signup', 'en', 'trading.html')).toBe('/en/trading.html');
  });
});

describe('new-release check', () => {
  it('asks at most once per 10 minutes and reloads for a different build', async () => {
    let now = 0;
    const fetchDeployedHash = vi.fn(() => Promise.resolve('abc'));
    const reload = vi.fn();
    const check = createReleaseCheck({ currentHash: 'abc', fetchDeployedHash, nowMs: () => now, reload });
    await check();
    now = 599_999;
    await check();
    expect(fetchDeployedHash).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    now = 600_000;
    fetchDeployedHash.mockResolvedValueOnce('def');
    await check();
    expect(fetchDeployedHash).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not check again within 10 minutes on the page a release reloaded', async () => {
    let now = 1_000_000;
    const storage = new Map<string, string>();
    const storageLike = { getItem: (key: string) => storage.get(key) ?? null, setItem: storage.set.bind(storage) };
    const fetchDeployedHash = vi.fn(() => Promise.resolve('def'));
    const reload = vi.fn();
    const options = { currentHash: 'abc', fetchDeployedHash, nowMs: () => now, reload, storage: storageLike };
    await createReleaseCheck(options)();
    expect(reload).toHaveBeenCalledTimes(1);
    now += 1_000;
    await createReleaseCheck(options)();
    expect(fetchDeployedHash).toHaveBeenCalledTimes(1);
    now += 600_000;
    await createReleaseCheck(options)();
    expect(fetchDeployedHash).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does nothing when the version cannot be read', async () => {
    const reload = vi.fn();
    const check = createReleaseCheck({
      currentHash: 'abc',
      fetchDeployedHash: () => Promise.reject(new Error('offline')),
      nowMs: () => 0,
      reload,
    });
    await check();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('language in the path', () => {
  it('changes only the first segment', () => {
    expect(pathInLanguage('/en/user/statementws.html', 'ZH_CN')).toBe('/zh_cn/user/statementws.html');
  });
});

function handling(fullNavigation: boolean) {
  return {
    timers: new ManualTimers(),
    report: vi.fn(),
    fullNavigation: vi.fn(() => fullNavigation),
    failedPage: () => createElement('p', null, 'load failed'),
  };
}

describe('a page whose code was preloaded', () => {
  it('shows at once, without its fallback', async () => {
    const load = () => Promise.resolve(() => createElement('p', null, 'the page'));
    const Page = lazyChunk('trading', load, handling(true));
    await preloadChunk('trading', load, new ManualTimers());
    render(createElement(Suspense, { fallback: createElement('p', null, 'loading') }, createElement(Page)));
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('the page')).toBeTruthy();
    cleanup();
  });

  it('reports its preload timing out, the timeout counted from the preload', async () => {
    const load = () => new Promise<never>(() => undefined);
    const timers = new ManualTimers();
    const preloaded = preloadChunk('trading', load, timers);
    timers.fire();
    await preloaded;
    const failing = handling(false);
    render(createElement(Suspense, { fallback: null }, createElement(lazyChunk('trading', load, failing))));
    expect(await screen.findByText('load failed')).toBeTruthy();
    expect(failing.report.mock.calls).toEqual([[expect.objectContaining({ type: 'timeout', chunk: 'trading' })]]);
    cleanup();
  });

  it('loads as any page when its preload failed', async () => {
    const load = () => Promise.reject(new Error('404'));
    const failing = handling(false);
    await expect(preloadChunk('trading', load, new ManualTimers())).resolves.toBeUndefined();
    render(createElement(Suspense, { fallback: null }, createElement(lazyChunk('trading', load, failing))));
    expect(await screen.findByText('load failed')).toBeTruthy();
    cleanup();
  });
});

describe('a page whose code fails to load', () => {
  it('is reported with its type and loaded again in full', async () => {
    const failing = handling(true);
    const Page = lazyChunk('statementws', () => Promise.reject(new Error('404')), failing);
    render(createElement(Suspense, { fallback: createElement('p', null, 'loading') }, createElement(Page)));
    await waitFor(() => expect(failing.fullNavigation).toHaveBeenCalledTimes(1));
    expect(failing.report.mock.calls[0]![0]).toMatchObject({ type: 'missing', chunk: 'statementws' });
    expect(screen.getByText('loading')).toBeTruthy();
    cleanup();
  });

  it('shows the failure when a full navigation was already tried', async () => {
    const failing = handling(false);
    const Page = lazyChunk('statementws', () => Promise.reject(new Error('404')), failing);
    render(createElement(Suspense, { fallback: null }, createElement(Page)));
    expect(await screen.findByText('load failed')).toBeTruthy();
    cleanup();
  });
});
