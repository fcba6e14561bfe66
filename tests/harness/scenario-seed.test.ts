import { describe, expect, it } from 'vitest';
import { scenarioSeed, seededFaker } from '../../features/support/scenario-seed';

describe("a scenario's seed", () => {
  it('is STRIKE_SEED when set, else a new random one', () => {
    expect(scenarioSeed({ STRIKE_SEED: '1234' })).toBe(1234);
    expect(scenarioSeed({}, () => 0.5)).toBe(2 ** 30);
    expect(scenarioSeed({ STRIKE_SEED: '' }, () => 0)).toBe(0);
  });

  it.each(['abc', '-1', '1.5', String(2 ** 31)])('refuses STRIKE_SEED=%s with a message naming it', (given) => {
    expect(() => scenarioSeed({ STRIKE_SEED: given })).toThrow(`not "${given}"`);
  });

  it('replays the same data from the same seed', () => {
    const names = (seed: number) => {
      const faker = seededFaker(seed);
      return [faker.person.firstName(), faker.person.lastName(), faker.location.city()];
    };
    expect(names(7)).toEqual(names(7));
    expect(names(7)).not.toEqual(names(8));
  });
});
