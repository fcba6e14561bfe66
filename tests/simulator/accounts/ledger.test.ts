import { describe, expect, it } from 'vitest';
import {
  applyLedgerChange,
  BalanceOutOfRange,
  balanceOf,
  emptyLedger,
  nextTransaction,
  nextTransactions,
  transactionsOf,
  type LedgerState,
} from '../../../simulator/domain/ledger/ledger';
import { currencyNamed, fromMinorUnits, toMinorUnits, totalIn } from '../../../simulator/domain/ledger/money';

const USD = currencyNamed('USD')!;
const BTC = currencyNamed('BTC')!;

function post(ledger: LedgerState, loginid: string, amount: number): void {
  const transaction = nextTransaction(ledger, { loginid, action: 'adjustment', amount, time: 100, description: '' });
  applyLedgerChange(ledger, { type: 'ledger_posted', transaction });
}

describe('money in minor units', () => {
  it('reads decimal amounts exactly', () => {
    expect(toMinorUnits('1523.47', USD)).toBe(152347);
    expect(toMinorUnits(0.3, USD)).toBe(30);
    expect(toMinorUnits('0.00000001', BTC)).toBe(1);
    expect(fromMinorUnits(152347, USD)).toBe(1523.47);
  });

  it('refuses more decimals than the currency has, and things that are not amounts', () => {
    expect(() => toMinorUnits('1.005', USD)).toThrow(/at most 2 decimals/);
    expect(() => toMinorUnits('ten', USD)).toThrow(/not an amount/);
  });

  it('converts through USD prices and rounds once', () => {
    expect(totalIn([{ amount: 90_000, currency: USD }], BTC)).toBe(1);
    expect(
      totalIn(
        [
          { amount: 0.5, currency: BTC },
          { amount: 10, currency: USD },
        ],
        USD,
      ),
    ).toBe(45_010);
  });
});

describe('the ledger', () => {
  it('keeps each balance equal to the sum of its transactions, with increasing ids', () => {
    const ledger = emptyLedger();
    for (const amount of [1000, -250, 75, -825]) post(ledger, 'CR1', amount);
    post(ledger, 'CR2', 5);
    const mine = transactionsOf(ledger, 'CR1');
    expect(mine.map((transaction) => transaction.balance_after)).toEqual([1000, 750, 825, 0]);
    expect(balanceOf(ledger, 'CR1')).toBe(mine.reduce((sum, transaction) => sum + transaction.amount, 0));
    const ids = ledger.transactions.map((transaction) => transaction.transaction_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses to go below zero or to post fractions of a minor unit', () => {
    const ledger = emptyLedger();
    post(ledger, 'CR1', 100);
    const posting = { loginid: 'CR1', action: 'withdrawal' as const, time: 0, description: '' };
    expect(() => nextTransaction(ledger, { ...posting, amount: -101 })).toThrow(/below zero/);
    expect(() => nextTransaction(ledger, { ...posting, amount: 0.5 })).toThrow(/minor units/);
  });

  it('refuses a posting whose balance after it would not be a safe integer, and leaves the balance as it was', () => {
    const ledger = emptyLedger();
    const deposit = toMinorUnits('90071992547409.91', USD);
    post(ledger, 'CR1', deposit);
    const posting = { loginid: 'CR1', action: 'deposit' as const, amount: deposit, time: 0, description: '' };
    expect(() => nextTransaction(ledger, posting)).toThrow(BalanceOutOfRange);
    expect(() => nextTransactions(ledger, [posting])).toThrow(BalanceOutOfRange);
    expect(balanceOf(ledger, 'CR1')).toBe(deposit);
    expect(() => nextTransaction(ledger, { ...posting, amount: Number.MAX_SAFE_INTEGER + 1 })).toThrow(/minor units/);
  });
});
