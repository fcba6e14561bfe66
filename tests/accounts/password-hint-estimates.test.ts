import { describe, expect, it } from 'vitest';
import { loadCommonPasswords, passwordStrength } from '../../src/lib/password-strength';
import { crackingTimeText } from '../../src/ui/form/cracking-time-text';

/** The hint's words for a password: the warning for a common one is checked in the browser and the form's test. */
async function estimateOf(password: string): Promise<string | undefined> {
  const strength = passwordStrength(password, await loadCommonPasswords());
  return strength.common ? undefined : crackingTimeText(strength.days);
}

describe('the estimated time to crack a password under the sign-up form (accounts-and-money §5)', () => {
  it.each([
    ['Qx7mZp2L', '1 day'],
    ['Qx7mZp2Lw9', '13 years'],
    ['Qx7mZp2Lw9k', '824 years'],
  ])('%s: %s', async (password, words) => {
    expect(await estimateOf(password)).toBe(words);
  });

  it('gives no estimate for one of the most common passwords', async () => {
    expect(await estimateOf('Password1')).toBeUndefined();
  });
});
