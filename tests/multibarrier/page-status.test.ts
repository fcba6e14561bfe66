import { describe, expect, it } from 'vitest';
import type { ProposalArrayArg, ProposalArrayRequestFields } from '../../src/api/endpoints/multi-barrier';
import { pageStatus, type PageFacts } from '../../src/features/multibarrier/page-status';
import type { Selection } from '../../src/features/multibarrier/useSelection';

const offer = { contractTypes: [{ type: 'CALLE', label: 'Higher' }], rows: [], allExpired: false };
const period = { key: '100_200', start: 100, expiry: 200, duration: '2h15m' };
const selection: Selection = { categories: [], category: 'callputequal', periods: [period], period, offer };
const stream: ProposalArrayArg = { request: { symbol: 'frxEURUSD' } as ProposalArrayRequestFields, reqId: 1 };

const open: PageFacts<string> = {
  closed: false,
  symbols: ['frxEURUSD', 'frxGBPUSD'],
  underlying: 'frxEURUSD',
  contractsLoading: false,
  contractsError: undefined,
  selection,
  stream,
  priceError: undefined,
};

describe('the multi-barrier page status', () => {
  it('waits for the symbols and for an underlying', () => {
    expect(pageStatus({ ...open, symbols: undefined })).toEqual({ kind: 'waiting' });
    expect(pageStatus({ ...open, underlying: '' })).toEqual({ kind: 'waiting' });
  });

  it('is closed when the market is, whatever else is known', () => {
    expect(pageStatus({ ...open, closed: true })).toEqual({ kind: 'closed' });
    expect(pageStatus({ ...open, closed: true, symbols: [] })).toEqual({ kind: 'closed' });
  });

  it('has no symbols when the market offers no forex', () => {
    expect(pageStatus({ ...open, symbols: [] })).toEqual({ kind: 'no-symbols' });
  });

  it('is ready with the offered selection and its prices', () => {
    expect(pageStatus(open)).toEqual({
      kind: 'ready',
      symbols: open.symbols,
      underlying: 'frxEURUSD',
      contracts: { kind: 'offered', selection },
      prices: { offer, stream },
      priceError: undefined,
    });
  });

  it('is ready without prices while no stream is asked for or no period is offered', () => {
    expect(pageStatus({ ...open, stream: undefined })).toMatchObject({ kind: 'ready', prices: undefined });
    const noPeriod = { ...selection, period: undefined, offer: undefined };
    expect(pageStatus({ ...open, selection: noPeriod })).toMatchObject({ kind: 'ready', prices: undefined });
  });

  it('is ready with the contracts loading while they have not arrived', () => {
    const loading = pageStatus({ ...open, contractsLoading: true, selection: undefined, stream: undefined });
    expect(loading).toMatchObject({ kind: 'ready', contracts: { kind: 'loading' }, prices: undefined });
  });

  it('shows the contracts refusal with its code instead of their offer and prices', () => {
    const error = { code: 'InvalidSymbol', message: 'Unknown symbol.' };
    expect(pageStatus({ ...open, contractsError: error, contractsLoading: true })).toMatchObject({
      kind: 'ready',
      contracts: { kind: 'failed', message: 'Unknown symbol. (InvalidSymbol)' },
      prices: undefined,
    });
  });

  it('carries the price refusal only while a stream is asked for', () => {
    const priceError = { message: 'Barrier too far.' };
    expect(pageStatus({ ...open, priceError })).toMatchObject({ priceError: { message: 'Barrier too far.' } });
    expect(pageStatus({ ...open, priceError, stream: undefined })).toMatchObject({ priceError: undefined });
  });
});
