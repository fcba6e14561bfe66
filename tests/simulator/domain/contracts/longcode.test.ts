import { describe, expect, it } from 'vitest';
import type { ContractSpec } from '../../../../simulator/domain/contracts/contract-spec';
import { durationText, longcode } from '../../../../simulator/domain/contracts/longcode';
import { LONGCODE_TEMPLATES } from '../../../../simulator/domain/contracts/longcode-templates';
import { proposalTerms } from '../../../../simulator/domain/contracts/proposal-terms';
import { shortcode } from '../../../../simulator/domain/contracts/shortcode';
import type { ProposalParameters } from '../../../../simulator/domain/contracts/proposal-parameters';
import { marketOf, NOW, params, synthetic } from './support';

const R_100 = synthetic('R_100');

function sentence(overrides: Partial<ProposalParameters>, payout = ''): string {
  return longcode(proposalTerms(params(overrides), marketOf()).terms, R_100, payout);
}

const ticks = (count: number) => ({ duration: count, duration_unit: 't' as const });

/**
 * One sentence per contract type, written from the platform's templates (see
 * `simulator/domain/contracts/longcode-templates.ts` for the sources) with these terms filled in.
 */
describe('longcode per contract type', () => {
  it.each<[string, Partial<ProposalParameters>, string]>([
    [
      'CALL',
      {},
      'Win payout if Volatility 100 Index is strictly higher than entry spot at 5 minutes after contract start time.',
    ],
    [
      'PUT',
      { contract_type: 'PUT', barrier: '-1.5', duration: 90 },
      'Win payout if Volatility 100 Index is strictly lower than entry spot minus 1.50 at 1 hour 30 minutes after contract start time.',
    ],
    [
      'CALLE',
      { contract_type: 'CALLE', ...ticks(5) },
      'Win payout if Volatility 100 Index after 5 ticks is higher than or equal to entry spot.',
    ],
    [
      'PUTE',
      { contract_type: 'PUTE', ...ticks(1) },
      'Win payout if Volatility 100 Index after 1 tick is lower than or equal to entry spot.',
    ],
    [
      'ONETOUCH',
      { contract_type: 'ONETOUCH', barrier: '+5' },
      'Win payout if Volatility 100 Index touches entry spot plus 5.00 through 5 minutes after contract start time.',
    ],
    [
      'NOTOUCH',
      { contract_type: 'NOTOUCH', barrier: '-5' },
      'Win payout if Volatility 100 Index does not touch entry spot minus 5.00 through 5 minutes after contract start time.',
    ],
    [
      'EXPIRYRANGE',
      { contract_type: 'EXPIRYRANGE', barrier: '+5', barrier2: '-5' },
      'Win payout if Volatility 100 Index ends strictly between entry spot minus 5.00 to entry spot plus 5.00 at 5 minutes after contract start time.',
    ],
    [
      'EXPIRYMISS',
      { contract_type: 'EXPIRYMISS', barrier: '1005', barrier2: '995' },
      'Win payout if Volatility 100 Index ends outside 995.00 to 1005.00 at 5 minutes after contract start time.',
    ],
    [
      'RANGE',
      { contract_type: 'RANGE', barrier: '+5', barrier2: '-5' },
      'Win payout if Volatility 100 Index stays between entry spot minus 5.00 and entry spot plus 5.00 through 5 minutes after contract start time.',
    ],
    [
      'UPORDOWN',
      { contract_type: 'UPORDOWN', barrier: '+5', barrier2: '-5' },
      'Win payout if Volatility 100 Index goes outside entry spot minus 5.00 and entry spot plus 5.00 through 5 minutes after contract start time.',
    ],
    [
      'DIGITMATCH',
      { contract_type: 'DIGITMATCH', barrier: '7', ...ticks(5) },
      'Win payout if the last digit of Volatility 100 Index is 7 after 5 ticks.',
    ],
    [
      'DIGITDIFF',
      { contract_type: 'DIGITDIFF', barrier: '0', ...ticks(1) },
      'Win payout if the last digit of Volatility 100 Index is not 0 after 1 tick.',
    ],
    [
      'DIGITOVER',
      { contract_type: 'DIGITOVER', barrier: '4', ...ticks(1) },
      'Win payout if the last digit of Volatility 100 Index is strictly higher than 4 after 1 tick.',
    ],
    [
      'DIGITUNDER',
      { contract_type: 'DIGITUNDER', barrier: '4', ...ticks(3) },
      'Win payout if the last digit of Volatility 100 Index is strictly lower than 4 after 3 ticks.',
    ],
    [
      'DIGITEVEN',
      { contract_type: 'DIGITEVEN', ...ticks(5) },
      'Win payout if the last digit of Volatility 100 Index is even after 5 ticks.',
    ],
    [
      'DIGITODD',
      { contract_type: 'DIGITODD', ...ticks(5) },
      'Win payout if the last digit of Volatility 100 Index is odd after 5 ticks.',
    ],
    [
      'ASIANU',
      { contract_type: 'ASIANU', ...ticks(5) },
      'Win payout if the last tick of Volatility 100 Index is strictly higher than the average of the 5 ticks.',
    ],
    [
      'ASIAND',
      { contract_type: 'ASIAND', ...ticks(10) },
      'Win payout if the last tick of Volatility 100 Index is strictly lower than the average of the 10 ticks.',
    ],
    [
      'RESETCALL',
      { contract_type: 'RESETCALL', duration: 15 },
      'Win payout if Volatility 100 Index after 15 minutes is strictly higher than it was at either entry or 7 minutes 30 seconds.',
    ],
    [
      'RESETPUT',
      { contract_type: 'RESETPUT', duration: 50, duration_unit: 's' },
      'Win payout if Volatility 100 Index after 50 seconds is strictly lower than it was at either entry or 25 seconds.',
    ],
    [
      'LBFLOATCALL',
      { contract_type: 'LBFLOATCALL', amount: undefined, multiplier: 10, duration: 15 },
      "Win USD 10 times Volatility 100 Index's close minus low over the next 15 minutes.",
    ],
    [
      'LBFLOATPUT',
      { contract_type: 'LBFLOATPUT', amount: undefined, multiplier: 1, duration: 1 },
      "Win USD 1 times Volatility 100 Index's high minus close over the next 1 minute.",
    ],
    [
      'LBHIGHLOW',
      { contract_type: 'LBHIGHLOW', amount: undefined, multiplier: 0.5 },
      "Win USD 0.5 times Volatility 100 Index's high minus low over the next 5 minutes.",
    ],
    [
      'CALLSPREAD',
      { contract_type: 'CALLSPREAD', barrier: '+5', barrier2: '-5', duration: 15 },
      "Win up to USD 100 if Volatility 100 Index's exit tick is between entry spot minus 5.00 and entry spot plus 5.00 at 15 minutes after contract start time.",
    ],
    [
      'PUTSPREAD',
      { contract_type: 'PUTSPREAD', barrier: '1005', barrier2: '995', duration: 2, duration_unit: 'h' },
      "Win up to USD 100 if Volatility 100 Index's exit tick is between 1005.00 and 995.00 at 2 hours after contract start time.",
    ],
    [
      'TICKHIGH',
      { contract_type: 'TICKHIGH', selected_tick: 1, ...ticks(5) },
      'Win payout if tick 1 of Volatility 100 Index is the highest among all 5 ticks.',
    ],
    [
      'TICKLOW',
      { contract_type: 'TICKLOW', selected_tick: 3, ...ticks(5) },
      'Win payout if tick 3 of Volatility 100 Index is the lowest among all 5 ticks.',
    ],
    [
      'RUNHIGH',
      { contract_type: 'RUNHIGH', ...ticks(3) },
      'Win payout if Volatility 100 Index rises successively for 3 ticks after the entry spot.',
    ],
    [
      'RUNLOW',
      { contract_type: 'RUNLOW', ...ticks(2) },
      'Win payout if Volatility 100 Index falls successively for 2 ticks after the entry spot.',
    ],
  ])('words %s', (_name, overrides, expected) => {
    expect(sentence(overrides, '100.00')).toBe(expected);
  });

  it('covers every contract type', () => {
    expect(Object.keys(LONGCODE_TEMPLATES)).toHaveLength(29);
  });
});

describe('longcode wording of times, barriers and amounts', () => {
  it.each<[string, Partial<ProposalParameters>, string]>([
    [
      'a fixed expiry time',
      { barrier: '1001.5', duration: undefined, date_expiry: NOW + 600 },
      'Win payout if Volatility 100 Index is strictly higher than 1001.50 at 2023-11-14 22:23:20 GMT.',
    ],
    [
      'a contract of a day or more',
      { duration: 2, duration_unit: 'd' },
      'Win payout if Volatility 100 Index is strictly higher than entry spot at close on 2023-11-16.',
    ],
    [
      'a daily touch',
      { contract_type: 'ONETOUCH', barrier: '1100', duration: 2, duration_unit: 'd' },
      'Win payout if Volatility 100 Index touches 1100.00 through close on 2023-11-16.',
    ],
    [
      'a daily stays-between (its "to")',
      { contract_type: 'RANGE', barrier: '1100', barrier2: '900', duration: 2, duration_unit: 'd' },
      'Win payout if Volatility 100 Index stays between 900.00 to 1100.00 through close on 2023-11-16.',
    ],
    [
      'a forward start',
      { date_start: NOW + 600 },
      'Win payout if Volatility 100 Index is strictly higher than entry spot at 5 minutes after 2023-11-14 22:23:20 GMT.',
    ],
    [
      'a forward start with an expiry time (its duration, not the time)',
      { date_start: NOW + 600, duration: undefined, date_expiry: NOW + 1500 },
      'Win payout if Volatility 100 Index is strictly higher than entry spot at 15 minutes after 2023-11-14 22:23:20 GMT.',
    ],
    [
      'a tick touch',
      { contract_type: 'ONETOUCH', barrier: '+0.5', ...ticks(5) },
      'Win payout if Volatility 100 Index touches entry spot plus 0.50 through 5 ticks after first tick.',
    ],
    [
      'a tick reset (half the ticks)',
      { contract_type: 'RESETCALL', ...ticks(5) },
      'Win payout if Volatility 100 Index after 5 ticks is strictly higher than it was at either entry or 2 ticks.',
    ],
    [
      'a spread to an expiry time',
      { contract_type: 'CALLSPREAD', barrier: '1100', barrier2: '900', duration: undefined, date_expiry: NOW + 600 },
      "Win up to USD 19.5 if Volatility 100 Index's exit tick is between 900.00 and 1100.00 at 2023-11-14 22:23:20 GMT.",
    ],
  ])('words %s', (_name, overrides, expected) => {
    expect(sentence(overrides, '19.50')).toBe(expected);
  });

  it("words a contract from its period's start at the day's open to the day's close as daily", () => {
    const dayStart = Date.UTC(2023, 10, 14) / 1000;
    const close = dayStart + 86_399;
    const { terms } = proposalTerms(params({ barrier: '1001.5', duration: undefined, date_expiry: close }), marketOf());
    const wording = (tradingPeriodStart?: number) =>
      longcode(tradingPeriodStart === undefined ? terms : { ...terms, tradingPeriodStart }, R_100);
    expect(wording(dayStart)).toBe(
      'Win payout if Volatility 100 Index is strictly higher than 1001.50 at close on 2023-11-14.',
    );
    const sameDay = 'Win payout if Volatility 100 Index is strictly higher than 1001.50 at 2023-11-14 23:59:59 GMT.';
    expect(wording()).toBe(sameDay);
    expect(wording(close - 2 * 3_600 - 900)).toBe(sameDay);
  });

  it('counts a forex relative barrier in pips, as the platform does', () => {
    const usdJpy = { ...R_100, displayName: 'USD/JPY', market: 'forex', pipSize: 0.001 };
    const market = marketOf('R_100', { underlying: usdJpy, spot: 97.14 });
    const terms = (barrier: string) => proposalTerms(params({ barrier, duration: 15 }), market).terms;
    expect(longcode(terms('+0.01'), usdJpy)).toBe(
      'Win payout if USD/JPY is strictly higher than entry spot plus  10 pips at 15 minutes after contract start time.',
    );
    expect(longcode(terms('-0.001'), usdJpy)).toBe(
      'Win payout if USD/JPY is strictly higher than entry spot minus 1 pip at 15 minutes after contract start time.',
    );
    expect(longcode(terms('97.15'), usdJpy)).toBe(
      'Win payout if USD/JPY is strictly higher than 97.150 at 15 minutes after contract start time.',
    );
  });

  it('spells durations as the platform does', () => {
    expect([durationText(15), durationText(60), durationText(3_601), durationText(86_400 + 120)]).toEqual([
      '15 seconds',
      '1 minute',
      '1 hour 1 second',
      '1 day 2 minutes',
    ]);
  });

  it('writes the same terms the same way twice (the cache keeps sentences apart)', () => {
    const first = sentence({ contract_type: 'CALLSPREAD', barrier: '+5', barrier2: '-5' }, '10.00');
    const other = sentence({ contract_type: 'CALLSPREAD', barrier: '+5', barrier2: '-5' }, '12.00');
    expect(other).toContain('USD 12 ');
    expect(sentence({ contract_type: 'CALLSPREAD', barrier: '+5', barrier2: '-5' }, '10.00')).toBe(first);
  });
});

function spec(overrides: Partial<ProposalParameters>, buyPrice: number, payout: number): ContractSpec {
  return { ...proposalTerms(params(overrides), marketOf()).terms, buyPrice, payout };
}

describe('shortcode', () => {
  it('codes type, symbol, payout, start, expiry and barriers', () => {
    expect(shortcode(spec({}, 511, 1954), R_100.pipSize)).toBe(`CALL_R_100_19.54_${NOW}_${NOW + 300}_S0P_0`);
    expect(shortcode(spec({ contract_type: 'PUT', barrier: '-0.5', ...ticks(5) }, 500, 1000), 0.01)).toBe(
      `PUT_R_100_10_${NOW}_5T_S-50P_0`,
    );
    expect(shortcode(spec({ contract_type: 'EXPIRYMISS', barrier: '1005.5', barrier2: '995' }, 500, 1000), 0.01)).toBe(
      `EXPIRYMISS_R_100_10_${NOW}_${NOW + 300}_1005500000_995000000`,
    );
    expect(shortcode(spec({ date_start: NOW + 600 }, 500, 1000), 0.01)).toBe(
      `CALL_R_100_10_${NOW + 600}F_${NOW + 900}_S0P_0`,
    );
    expect(shortcode(spec({ duration: undefined, date_expiry: NOW + 900 }, 500, 1000), 0.01)).toBe(
      `CALL_R_100_10_${NOW}_${NOW + 900}F_S0P_0`,
    );
  });

  it('codes digits, tick high/low and lookbacks their own way', () => {
    expect(shortcode(spec({ contract_type: 'DIGITMATCH', barrier: '7', ...ticks(5) }, 110, 1818), 0.01)).toBe(
      `DIGITMATCH_R_100_18.18_${NOW}_5T_7_0`,
    );
    expect(shortcode(spec({ contract_type: 'TICKHIGH', selected_tick: 2, ...ticks(5) }, 200, 1000), 0.01)).toBe(
      `TICKHIGH_R_100_10_${NOW}_5T_2`,
    );
    expect(shortcode(spec({ contract_type: 'LBFLOATCALL', amount: undefined, multiplier: 0.5 }, 200, 0), 0.01)).toBe(
      `LBFLOATCALL_R_100_0.5_${NOW}_${NOW + 300}`,
    );
  });
});
