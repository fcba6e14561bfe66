import { describe, expect, it } from 'vitest';
import type { ContractSpec } from '../../../../simulator/domain/contracts/contract-spec';
import { durationText, longcode } from '../../../../simulator/domain/contracts/longcode';
import { proposalTerms } from '../../../../simulator/domain/contracts/proposal-terms';
import { shortcode } from '../../../../simulator/domain/contracts/shortcode';
import type { ProposalParameters } from '../../../../simulator/domain/contracts/proposal-parameters';
import { marketOf, NOW, params, synthetic } from './support';

const R_100 = synthetic('R_100');

function sentence(overrides: Partial<ProposalParameters>, payout = ''): string {
  return longcode(proposalTerms(params(overrides), marketOf()).terms, R_100, payout);
}

const ticks = (count: number) => ({ duration: count, duration_unit: 't' as const });

describe('longcode', () => {
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
      'CALL absolute, fixed expiry',
      { barrier: '1001.5', duration: undefined, date_expiry: NOW + 600 },
      'Win payout if Volatility 100 Index is strictly higher than 1001.50 at 2023-11-14 22:23:20 GMT.',
    ],
    [
      'CALL daily',
      { duration: 2, duration_unit: 'd' },
      'Win payout if Volatility 100 Index is strictly higher than entry spot at close on 2023-11-16.',
    ],
    [
      'CALL forward starting',
      { date_start: NOW + 600 },
      'Win payout if Volatility 100 Index is strictly higher than entry spot at 5 minutes after 2023-11-14 22:23:20 GMT.',
    ],
    [
      'ONETOUCH',
      { contract_type: 'ONETOUCH', barrier: '+5' },
      'Win payout if Volatility 100 Index touches entry spot plus 5.00 through 5 minutes after contract start time.',
    ],
    [
      'ONETOUCH ticks',
      { contract_type: 'ONETOUCH', barrier: '+0.5', ...ticks(5) },
      'Win payout if Volatility 100 Index touches entry spot plus 0.50 through 5 ticks after first tick.',
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
      'Win payout if the last digit of Volatility 100 Index is strictly higher than 4 after 1 ticks.',
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
      { contract_type: 'RESETCALL', ...ticks(5) },
      'Win payout if Volatility 100 Index after 5 ticks is strictly higher than it was at either entry or reset time.',
    ],
    [
      'RESETPUT',
      { contract_type: 'RESETPUT', duration: 30 },
      'Win payout if Volatility 100 Index is strictly lower than it was at either entry or reset time, at 30 minutes after contract start time.',
    ],
    [
      'LBFLOATCALL',
      { contract_type: 'LBFLOATCALL', amount: undefined, multiplier: 2 },
      "Win 2 times Volatility 100 Index's close minus low over the next 5 minutes.",
    ],
    [
      'LBFLOATPUT',
      { contract_type: 'LBFLOATPUT', amount: undefined, multiplier: 1 },
      "Win 1 times Volatility 100 Index's high minus close over the next 5 minutes.",
    ],
    [
      'LBHIGHLOW',
      { contract_type: 'LBHIGHLOW', amount: undefined, multiplier: 1 },
      "Win 1 times Volatility 100 Index's high minus low over the next 5 minutes.",
    ],
    [
      'TICKHIGH',
      { contract_type: 'TICKHIGH', selected_tick: 3, ...ticks(5) },
      'Win payout if tick 3 of Volatility 100 Index is the highest among all 5 ticks.',
    ],
    [
      'TICKLOW',
      { contract_type: 'TICKLOW', selected_tick: 1, ...ticks(5) },
      'Win payout if tick 1 of Volatility 100 Index is the lowest among all 5 ticks.',
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
    expect(sentence(overrides)).toBe(expected);
  });

  it('names the most a spread can win', () => {
    expect(sentence({ contract_type: 'CALLSPREAD', barrier: '+5', barrier2: '-5', duration: 15 }, '10.00')).toBe(
      "Win up to USD 10.00 if Volatility 100 Index's exit tick is between entry spot minus 5.00 and entry spot plus 5.00 at 15 minutes after contract start time.",
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
