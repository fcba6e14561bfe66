import { describe, expect, it } from 'vitest';
import { authorized, tokenOf, useSimulator } from '../accounts/support';
import { buy, HIGHER_5_MINUTES, nextOf, RISE_5_TICKS, START } from './support';

const { simulator, open } = useSimulator();

async function frozenAt(epoch: number): Promise<void> {
  await simulator().control.setClock('default', epoch);
  await simulator().control.freezeClock('default');
}

describe('buy', () => {
  it('buys with parameters, debits the stake and answers the contract', async () => {
    await frozenAt(START);
    const socket = await authorized(open, tokenOf('CR90000001'));
    const bought = await buy(socket, RISE_5_TICKS);
    expect(bought).toMatchObject({ buy_price: 10, purchase_time: START, start_time: START, balance_after: 1513.47 });
    expect(bought.payout).toBeGreaterThan(10);
    expect(bought.shortcode).toMatch(/^CALL_R_100_/);
    expect(bought.longcode).toContain('Volatility 100 Index');
    const statement = await socket.call({ statement: 1, limit: 1, description: 1 });
    expect(statement.statement).toMatchObject({
      transactions: [
        {
          action_type: 'buy',
          amount: -10,
          balance_after: 1513.47,
          contract_id: bought.contract_id,
          longcode: bought.longcode,
        },
      ],
    });
    const portfolio = await socket.call({ portfolio: 1 });
    expect(portfolio.portfolio).toMatchObject({
      contracts: [
        { contract_id: bought.contract_id, buy_price: 10, symbol: 'R_100', transaction_id: bought.transaction_id },
      ],
    });
  });

  it('settles a tick contract after its ticks, crediting the payout once', async () => {
    await frozenAt(START);
    const socket = await authorized(open, tokenOf('CR90000001'));
    const bought = await buy(socket, RISE_5_TICKS);
    await simulator().control.advanceClock('default', 60_000);
    const contract = (await socket.call({ proposal_open_contract: 1, contract_id: bought.contract_id }))
      .proposal_open_contract as Record<string, unknown>;
    expect(contract).toMatchObject({ is_sold: 1, is_expired: 1, is_settleable: 1, is_valid_to_sell: 0, tick_count: 5 });
    expect(['won', 'lost']).toContain(contract.status);
    expect((contract.tick_stream as unknown[]).length).toBe(6);
    const sells = (await socket.call({ statement: 1, action_type: 'sell' })).statement as {
      transactions: { amount: number }[];
    };
    expect(sells.transactions).toHaveLength(1);
    expect(sells.transactions[0]!.amount).toBe(contract.status === 'won' ? bought.payout : 0);
    expect(contract.sell_price).toBe(sells.transactions[0]!.amount);
    const audit = contract.audit_details as { contract_start: { name?: string }[]; contract_end: { name?: string }[] };
    expect(audit.contract_start.map((entry) => entry.name).filter(Boolean)).toEqual(['Start Time', 'Entry Spot']);
    expect(audit.contract_end.some((entry) => entry.name === 'Exit Spot')).toBe(true);
  });

  it('refuses a sell price the account currency cannot hold as invalid input, and keeps the contract open', async () => {
    await frozenAt(START);
    const socket = await authorized(open, tokenOf('CR90000001'));
    const bought = await buy(socket, HIGHER_5_MINUTES);
    await simulator().control.advanceClock('default', 30_000);
    expect((await socket.call({ sell: bought.contract_id, price: 1e21 })).error).toEqual({
      code: 'InputValidationFailed',
      message: 'Input validation failed: price',
      details: { price: 'Must be <= 90071992547409.91.' },
    });
    expect((await socket.call({ sell: bought.contract_id, price: 0 })).sell).toMatchObject({
      contract_id: bought.contract_id,
    });
  });

  it('sells a timed contract back at the bid, and never twice', async () => {
    await frozenAt(START);
    const socket = await authorized(open, tokenOf('CR90000001'));
    const bought = await buy(socket, HIGHER_5_MINUTES);
    await simulator().control.advanceClock('default', 30_000);
    const open_ = (await socket.call({ proposal_open_contract: 1, contract_id: bought.contract_id }))
      .proposal_open_contract as { bid_price: number; is_valid_to_sell: number };
    expect(open_.is_valid_to_sell).toBe(1);
    const sold = await socket.call({ sell: bought.contract_id, price: 0 });
    expect(sold.sell).toMatchObject({
      contract_id: bought.contract_id,
      reference_id: bought.transaction_id,
      sold_for: open_.bid_price,
    });
    const again = await socket.call({ sell: bought.contract_id, price: 0 });
    expect(again.error).toEqual({
      code: 'NoOpenPosition',
      message: 'This contract was not found among your open positions.',
    });
    const table = await socket.call({ profit_table: 1, description: 1 });
    expect(table.profit_table).toMatchObject({
      count: 1,
      transactions: [{ contract_id: bought.contract_id, sell_price: open_.bid_price }],
    });
  });

  it('streams the buy and the sale as transactions, and counts them in the session summary', async () => {
    const IN_EUR = { ...HIGHER_5_MINUTES, currency: 'EUR' };
    await frozenAt(START);
    // A Malta account: its landing company has the reality check.
    const socket = await authorized(open, tokenOf('MLT90000001'));
    const watcher = await authorized(open, tokenOf('MLT90000001'));
    await watcher.call({ transaction: 1, subscribe: 1 });
    const bought = await buy(socket, IN_EUR);
    const purchase = await nextOf(watcher, 'transaction');
    expect(purchase.transaction).toMatchObject({
      action: 'buy',
      amount: -bought.buy_price,
      balance: bought.balance_after,
      contract_id: bought.contract_id,
      longcode: bought.longcode,
      symbol: 'R_100',
      display_name: 'Volatility 100 Index',
      date_expiry: START + 300,
    });
    await simulator().control.advanceClock('default', 10_000);
    const sold = (await socket.call({ sell: bought.contract_id, price: 0 })).sell as { sold_for: number };
    const sale = await nextOf(watcher, 'transaction');
    expect(sale.transaction).toMatchObject({ action: 'sell', amount: sold.sold_for, purchase_time: START });
    const second = await buy(socket, IN_EUR);
    const summary = (await socket.call({ reality_check: 1 })).reality_check as Record<string, number>;
    expect(summary).toMatchObject({
      buy_count: 2,
      sell_count: 1,
      open_contract_count: 1,
      sell_amount: sold.sold_for,
      potential_profit: Math.round((second.payout - second.buy_price) * 100) / 100,
    });
    expect(summary.buy_amount).toBeCloseTo(bought.buy_price + second.buy_price, 2);
  });

  it('refuses to sell back a tick contract', async () => {
    await frozenAt(START);
    const socket = await authorized(open, tokenOf('CR90000001'));
    const bought = await buy(socket, RISE_5_TICKS);
    expect((await socket.call({ sell: bought.contract_id, price: 0 })).error).toEqual({
      code: 'InvalidtoSell',
      message: 'Resale of this contract is not offered.',
    });
  });
});
