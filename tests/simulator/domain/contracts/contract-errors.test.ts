import { describe, expect, it } from 'vitest';
import { fillMessage, invalidToBuy } from '../../../../simulator/domain/contracts/contract-errors';

describe('contract error messages', () => {
  it('fills numbered and plural placeholders as the platform does', () => {
    expect(fillMessage('Number of ticks must be between [_1] and [_2].', [5, 10])).toBe(
      'Number of ticks must be between 5 and 10.',
    );
    const template = 'Barrier must be at least [plural,_1,%d pip,%d pips] away from the spot.';
    expect(fillMessage(template, [1])).toBe('Barrier must be at least 1 pip away from the spot.');
    expect(fillMessage(template, [3])).toBe('Barrier must be at least 3 pips away from the spot.');
  });

  it('gives validation refusals their code, message and details', () => {
    const error = invalidToBuy('DigitOutOfRange', [1, 9], { field: 'barrier' });
    expect([error.code, error.message, error.details]).toEqual([
      'ContractBuyValidationError',
      'Digit must be in the range of 1 to 9.',
      { field: 'barrier' },
    ]);
  });
});
