import { describe, expect, it } from 'vitest';
import type { ProposalArrayResponse } from '../../schemas/generated/types';
import { foldPrices } from '../../src/api/endpoints/multi-barrier-prices';

function reply(reqId: number | undefined, calle: [string, number | string][]): ProposalArrayResponse {
  return {
    msg_type: 'proposal_array',
    echo_req: {},
    ...(reqId === undefined ? {} : { passthrough: { req_id: reqId } }),
    proposal_array: {
      id: 'stream-1',
      proposals: {
        CALLE: calle.map(([barrier, price]) =>
          typeof price === 'number'
            ? { barrier, ask_price: price, display_value: String(price), longcode: `Win above ${barrier}`, payout: 10 }
            : { error: { code: 'ContractBuyValidationError', message: price, details: { barrier } } },
        ),
      },
    },
  };
}

describe('folding proposal_array replies into the price table', () => {
  it('keeps only replies of the latest req_id', () => {
    const table = foldPrices(undefined, reply(2, [['1.1', 5]]), 2);
    expect(table.rows['1.1']?.CALLE?.askPrice).toBe(5);
    const stale = foldPrices(table, reply(1, [['1.1', 9]]), 2);
    expect(stale).toBe(table);
    expect(foldPrices(undefined, reply(undefined, [['1.1', 5]]), 2).rows).toEqual({});
  });

  it('shows the movement against the previous price', () => {
    const first = foldPrices(undefined, reply(1, [['1.1', 5]]), 1);
    expect(first.rows['1.1']?.CALLE?.movement).toBe('none');
    const up = foldPrices(first, reply(1, [['1.1', 5.5]]), 1);
    expect(up.rows['1.1']?.CALLE).toMatchObject({ askPrice: 5.5, prevPrice: 5, movement: 'up' });
    const down = foldPrices(up, reply(1, [['1.1', 4.75]]), 1);
    expect(down.rows['1.1']?.CALLE).toMatchObject({ askPrice: 4.75, prevPrice: 5.5, movement: 'down' });
  });

  it('keeps the identity of rows whose prices did not change', () => {
    const first = foldPrices(
      undefined,
      reply(1, [
        ['1.1', 5],
        ['1.2', 3],
      ]),
      1,
    );
    const next = foldPrices(
      first,
      reply(1, [
        ['1.1', 5],
        ['1.2', 3.5],
      ]),
      1,
    );
    expect(next.rows['1.1']).toBe(first.rows['1.1']);
    expect(next.rows['1.2']).not.toBe(first.rows['1.2']);
  });

  it('places a row’s error by the barrier in its details, without an ask price', () => {
    const table = foldPrices(undefined, reply(1, [['1.1', 'Barrier is out of range.']]), 1);
    expect(table.rows['1.1']?.CALLE).toMatchObject({ askPrice: undefined, error: 'Barrier is out of range.' });
  });
});
