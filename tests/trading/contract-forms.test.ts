import { describe, expect, it } from 'vitest';
import { contractForm, equalOptionOffered, formOf, formsOffered } from '../../src/features/trading/form/contract-forms';
import { R_100, contract } from './contracts';

describe('contract forms', () => {
  it.each([
    ['CALL', 'euro_atm', 'risefall'],
    ['PUT', 'euro_atm', 'risefall'],
    ['CALL', 'euro_non_atm', 'higherlower'],
    ['PUT', 'euro_non_atm', 'higherlower'],
    ['CALLE', 'euro_atm', 'risefall'],
    ['ONETOUCH', 'american', 'touchnotouch'],
    ['NOTOUCH', 'american', 'touchnotouch'],
    ['EXPIRYMISS', 'euro_non_atm', 'endsinout'],
    ['UPORDOWN', 'american', 'staysinout'],
    ['RANGE', 'american', 'staysinout'],
    ['ASIAND', 'asian', 'asian'],
    ['DIGITDIFF', 'non_financial', 'matchdiff'],
    ['DIGITODD', 'non_financial', 'evenodd'],
    ['DIGITUNDER', 'non_financial', 'overunder'],
    ['LBFLOATPUT', 'lookback', 'lookbackhigh'],
    ['LBFLOATCALL', 'lookback', 'lookbacklow'],
    ['LBHIGHLOW', 'lookback', 'lookbackhighlow'],
    ['RESETPUT', 'reset', 'reset'],
    ['PUTSPREAD', 'euro_non_atm', 'callputspread'],
    ['TICKLOW', 'highlowticks', 'highlowticks'],
    ['RUNLOW', 'non_financial', 'runs'],
    ['MULTUP', 'american', undefined],
  ] as const)('%s (%s) belongs to %s', (contractType, barrierCategory, form) => {
    expect(formOf(contract({ contract_type: contractType, barrier_category: barrierCategory }))).toBe(form);
  });

  it('lists the offered forms in menu order, each once', () => {
    expect(formsOffered(R_100)).toEqual([
      'risefall',
      'higherlower',
      'callputspread',
      'touchnotouch',
      'endsinout',
      'matchdiff',
      'evenodd',
      'lookbackhigh',
      'highlowticks',
      'runs',
    ]);
  });

  it('maps two-sided forms to the top and bottom boxes and lookbacks to the middle one', () => {
    expect(contractForm('touchnotouch').boxes.map((b) => [b.position, b.contractType, b.label])).toEqual([
      ['top', 'ONETOUCH', 'Touches'],
      ['bottom', 'NOTOUCH', 'Does Not Touch'],
    ]);
    expect(contractForm('lookbackhighlow').boxes.map((b) => b.position)).toEqual(['middle']);
  });

  it('offers the equal option only where CALLE is offered', () => {
    expect(equalOptionOffered(R_100)).toBe(true);
    expect(equalOptionOffered(R_100.filter((c) => c.contract_type !== 'CALLE'))).toBe(false);
  });
});
