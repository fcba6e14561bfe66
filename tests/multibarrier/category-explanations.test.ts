import { describe, expect, it } from 'vitest';
import { LONGCODE_TEMPLATES } from '../../simulator/domain/contracts/longcode-templates';
import { CATEGORY_INFO } from '../../simulator/domain/markets/contract-catalogue';
import { CATEGORY_EXPLANATIONS } from '../../src/features/multibarrier/category-explanations';
import { EXPLANATIONS } from '../../src/features/trading/analysis/explanations';

/** "higher than or equal to" from "Win payout if {underlying} is higher than or equal to {barrier} at …". */
function relationOf(contractType: 'CALLE' | 'PUTE'): string {
  const sentence = LONGCODE_TEMPLATES[contractType].intraday_fixed_expiry ?? '';
  const match = / is (.+) \{barrier\}/.exec(sentence);
  if (!match) throw new Error(`no relation in ${sentence}`);
  return match[1]!;
}

describe('multi-barrier explanations', () => {
  it('explain Higher/Lower as its contracts read: the barrier itself wins', () => {
    const lines = EXPLANATIONS[CATEGORY_EXPLANATIONS.callputequal!];
    expect(CATEGORY_INFO.callputequal.types).toEqual(['CALLE', 'PUTE']);
    expect(lines[0]).toContain(`exit spot is ${relationOf('CALLE')} the barrier`);
    expect(lines[1]).toContain(`exit spot is ${relationOf('PUTE')} the barrier`);
  });
});
