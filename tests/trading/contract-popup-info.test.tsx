// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpenContract } from '../../src/api/endpoints/contracts';
import { barrierLines } from '../../src/features/contract/ContractChart';
import { ContractExplanation } from '../../src/features/contract/ContractExplanation';
import { ContractInfoTable } from '../../src/features/contract/ContractInfoTable';
import { contractTypeName } from '../../src/features/contract/contract-type';
import { SellArea } from '../../src/features/contract/SellArea';
import { REMAINING_TIME_REFRESH_MS } from '../../src/lib/constants';
import { OPEN_CONTRACT } from '../support/open-contract';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const open: OpenContract = { ...OPEN_CONTRACT, shortcode: 'CALL_R_100_10_1000_1600_S0P_0', payout: 10 };
const at = (epoch: number) => () => epoch;
const fact = (testId: string) => screen.getByTestId(testId).textContent;

describe('the contract type the popup names', () => {
  it.each([
    [{ contract_type: 'CALL', shortcode: 'CALL_R_100_10_1000_1600_S0P_0' }, 'Rise'],
    [{ contract_type: 'CALL', shortcode: 'CALL_R_100_10_1000_1600_S10P_0', barrier: '101.5' }, 'Higher'],
    [{ contract_type: 'PUT', shortcode: 'PUT_R_100_10_1000_1600_S-10P_0' }, 'Lower'],
    [{ contract_type: 'CALLE', shortcode: 'CALLE_R_100_10_1000_1600_S0P_0' }, 'Higher or equal'],
    [{ contract_type: 'ONETOUCH' }, 'Touches'],
    [{ contract_type: 'DIGITMATCH' }, 'Digit Matches'],
    [{ contract_type: 'DIGITUNDER' }, 'Digit Under'],
    [{ contract_type: 'TICKHIGH' }, 'High Tick'],
  ] as const)('%j is "%s"', (fields, name) => {
    expect(contractTypeName({ ...open, ...fields })).toBe(name);
    render(<ContractInfoTable contract={{ ...open, ...fields }} now={at(1100)} />);
    expect(fact('contract-type')).toBe(name);
  });

  it('says nothing of a type it does not know', () => {
    expect(contractTypeName({ ...open, contract_type: 'MULTUP' as OpenContract['contract_type'] })).toBeUndefined();
  });
});

describe('the contract explanation', () => {
  it("shows the line of the contract's own type, and the equal option's for CALLE", () => {
    const { rerender } = render(<ContractExplanation contract={{ ...open, contract_type: 'DIGITDIFF' }} />);
    expect(screen.getByTestId('contract-explanation').textContent).toBe(
      'ExplanationDiffers: win the payout if the last digit of the last tick is not your prediction.',
    );
    rerender(<ContractExplanation contract={{ ...open, contract_type: 'CALLE' }} />);
    expect([...screen.getByTestId('contract-explanation').querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Rise: win the payout if the exit spot is strictly higher than the entry spot.',
      'With "Allow equals", Rise also wins when the exit spot equals the entry spot, and so does Fall.',
    ]);
  });
});

describe('the info table', () => {
  it('writes a digit barrier as "Equals 5" for Matches and "Not 5" for Differs, others as they are', () => {
    const { rerender } = render(
      <ContractInfoTable contract={{ ...open, contract_type: 'DIGITMATCH', barrier: '5' }} now={at(1100)} />,
    );
    expect(fact('barrier')).toBe('Equals 5');
    rerender(<ContractInfoTable contract={{ ...open, contract_type: 'DIGITDIFF', barrier: '5' }} now={at(1100)} />);
    expect(fact('barrier')).toBe('Not 5');
    rerender(<ContractInfoTable contract={{ ...open, contract_type: 'DIGITOVER', barrier: '5' }} now={at(1100)} />);
    expect(fact('barrier')).toBe('5');
  });

  it('shows the profit or loss with its percentage, in the colour of a profit or a loss', () => {
    const { rerender } = render(
      <ContractInfoTable contract={{ ...open, profit: 1.23, profit_percentage: 22.9 }} now={at(1100)} />,
    );
    expect(fact('profit-loss')).toBe('1.23 USD (22.90%)');
    expect(screen.getByTestId('profit-loss').dataset.outcome).toBe('profit');
    rerender(<ContractInfoTable contract={{ ...open, profit: -0.27, profit_percentage: -5.03 }} now={at(1100)} />);
    expect(fact('profit-loss')).toBe('-0.27 USD (-5.03%)');
    expect(screen.getByTestId('profit-loss').dataset.outcome).toBe('loss');
  });

  it("counts a running contract's remaining time down on the platform's clock every 500 ms", () => {
    vi.useFakeTimers();
    let now = 1_000;
    render(<ContractInfoTable contract={{ ...open, date_expiry: 1_130 }} now={() => now} />);
    expect(fact('remaining-time')).toBe('00:02:10');
    expect(screen.getByTestId('remaining-time').dataset.alert).toBe('false');
    now = 1_010;
    act(() => vi.advanceTimersByTime(REMAINING_TIME_REFRESH_MS - 1));
    expect(fact('remaining-time')).toBe('00:02:10');
    act(() => vi.advanceTimersByTime(1));
    expect(fact('remaining-time')).toBe('00:02:00');
    expect(screen.getByTestId('remaining-time').dataset.alert).toBe('true');
  });

  it('shows no remaining time once the contract is settled, and the exit spot of a sale', () => {
    render(
      <ContractInfoTable
        contract={{ ...open, status: 'sold', is_sold: 1, sell_price: 6, sell_spot_display_value: '1234.56' }}
        now={at(1100)}
      />,
    );
    expect(screen.queryByTestId('remaining-time')).toBeNull();
    expect(fact('exit-spot')).toBe('1234.56');
  });
});

describe('the closed view', () => {
  const area = (contract: OpenContract) =>
    render(<SellArea contract={contract} sold={undefined} refusal={undefined} selling={false} onSell={() => {}} />);

  it('says in two sentences what a contract sold before its end was sold for, and its reference', () => {
    area({ ...open, status: 'sold', is_sold: 1, sell_price: 6, sell_time: 1200, transaction_ids: { buy: 1, sell: 2 } });
    const sentences = [...screen.getByTestId('sold').querySelectorAll('span')].map((span) => span.textContent);
    expect(sentences).toEqual(['Sold for 6.00 USD.', 'Your transaction reference is 2.']);
    expect(fact('result')).toBe('This contract won');
  });

  it('does not say an expired losing contract was sold for 0.00', () => {
    area({ ...open, status: 'lost', is_sold: 1, is_expired: 1, sell_price: 0, sell_time: 1600 });
    expect(screen.queryByTestId('sold')).toBeNull();
    expect(screen.queryByText(/Sold for/)).toBeNull();
    expect(fact('result')).toBe('This contract lost');
    expect(screen.queryByTestId('sell')).toBeNull();
  });
});

describe('the chart barriers', () => {
  it('draws the barrier, or the high and low barriers, and no line for a digit', () => {
    expect(barrierLines({ ...open, barrier: '101.25' }).map((line) => line.value)).toEqual([101.25]);
    expect(barrierLines({ ...open, high_barrier: '102', low_barrier: '98.5' }).map((line) => line.value)).toEqual([
      102, 98.5,
    ]);
    expect(barrierLines({ ...open, contract_type: 'DIGITMATCH', barrier: '5' })).toEqual([]);
    expect(barrierLines({ ...open, barrier: 'S0P' })).toEqual([]);
  });
});
