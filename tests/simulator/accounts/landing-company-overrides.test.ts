import { describe, expect, it } from 'vitest';
import { ControlRequestError } from '../../../simulator/control-client';
import type { WorldChange } from '../../../simulator/world/changes';
import { loadWorldFixture } from '../../../simulator/world/fixture';
import { World } from '../../../simulator/world/world';
import { authorized, tokenOf, useSimulator } from './support';

const { simulator, open } = useSimulator();

type Message = Record<string, unknown>;

const detailsOf = async (socket: Awaited<ReturnType<typeof open>>, shortcode: string) =>
  (await socket.call({ landing_company_details: shortcode })).landing_company_details as Message;

async function refusal(attempt: Promise<unknown>): Promise<{ status: number; code: string }> {
  const error = await attempt.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  if (!(error instanceof ControlRequestError)) throw new Error('expected a refusal');
  return { status: error.status, code: error.code };
}

describe('per-world landing company markets', () => {
  it('landing_company_details, landing_company and get_limits give the markets the world sets', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    expect((await detailsOf(socket, 'svg')).legal_allowed_markets).toContain('forex');

    const set = await simulator().control.setLandingCompany('default', 'svg', {
      legal_allowed_markets: ['synthetic_index', 'indices'],
    });
    expect(set).toEqual({ shortcode: 'svg', legal_allowed_markets: ['synthetic_index', 'indices'] });
    const details = await detailsOf(socket, 'svg');
    expect(details.legal_allowed_markets).toEqual(['synthetic_index', 'indices']);
    expect(Object.keys(details.currency_config as Message).sort()).toEqual(['indices', 'synthetic_index']);
    const country = (await socket.call({ landing_company: 'id' })).landing_company as Message;
    expect((country.gaming_company as Message).legal_allowed_markets).toEqual(['synthetic_index', 'indices']);
    const limits = (await socket.call({ get_limits: 1 })).get_limits as Message;
    expect(Object.keys(limits.market_specific as Message).sort()).toEqual(['indices', 'synthetic_index']);
    expect((await detailsOf(socket, 'maltainvest')).legal_allowed_markets).toContain('forex');

    await simulator().control.setLandingCompany('default', 'svg', {});
    expect((await detailsOf(socket, 'svg')).legal_allowed_markets).toContain('forex');
    expect(await simulator().control.landingCompany('default', 'svg')).toMatchObject({ shortcode: 'svg' });
  });

  it('offers the company’s accounts no symbols of a market it lacks', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    const forex = async () =>
      ((await socket.call({ active_symbols: 'brief' })).active_symbols as { market: string }[]).filter(
        (symbol) => symbol.market === 'forex',
      ).length;
    expect(await forex()).toBeGreaterThan(0);
    await simulator().control.setLandingCompany('default', 'svg', { legal_allowed_markets: ['synthetic_index'] });
    expect(await forex()).toBe(0);
  });

  it('refuses an unknown company or market', async () => {
    const control = simulator().control;
    expect(await refusal(control.setLandingCompany('default', 'nowhere', {}))).toEqual({
      status: 404,
      code: 'UnknownLandingCompany',
    });
    expect(await refusal(control.setLandingCompany('default', 'svg', { legal_allowed_markets: ['moon'] }))).toEqual({
      status: 400,
      code: 'InvalidBody',
    });
  });

  it('starts from the fixture’s landing_companies and replays from the journal', () => {
    const journal: WorldChange[] = [];
    const fixture = {
      ...loadWorldFixture('default'),
      landing_companies: { iom: { legal_allowed_markets: ['forex'] } },
    };
    const world = new World({
      id: 'replay',
      seed: 1,
      fixture,
      changeLog: { kept: [], append: (change) => journal.push(JSON.parse(JSON.stringify(change)) as WorldChange) },
    });
    expect(world.state.landing_companies).toEqual({ iom: { legal_allowed_markets: ['forex'] } });
    world.commit({ type: 'landing_company_set', shortcode: 'svg', override: { legal_allowed_markets: [] } });
    world.commit({ type: 'landing_company_set', shortcode: 'iom', override: {} });
    const restarted = new World({
      id: 'replay',
      seed: 1,
      fixture,
      changeLog: { kept: journal, append: () => undefined },
    });
    expect(restarted.state.landing_companies).toEqual({ svg: { legal_allowed_markets: [] } });
  });
});
