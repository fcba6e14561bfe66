import { base, en, Faker } from '@faker-js/faker';

/** The variable that replays a scenario's data: `STRIKE_SEED=<n>` gives every scenario that seed. */
export const SEED_VARIABLE = 'STRIKE_SEED';

const SEED_LIMIT = 2 ** 31;

/**
 * The seed of a scenario's invented data: STRIKE_SEED when set (a whole number from 0 below 2^31),
 * else a new random one, printed in the scenario's failure report so a run can replay it.
 */
export function scenarioSeed(env: NodeJS.ProcessEnv = process.env, random: () => number = Math.random): number {
  const given = env[SEED_VARIABLE];
  if (given === undefined || given === '') return Math.floor(random() * SEED_LIMIT);
  const seed = Number(given);
  if (!Number.isInteger(seed) || seed < 0 || seed >= SEED_LIMIT)
    throw new Error(`${SEED_VARIABLE} must be a whole number from 0 below ${SEED_LIMIT}, not "${given}"`);
  return seed;
}

/** A faker in English whose every value follows from `seed`. */
export function seededFaker(seed: number): Faker {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(seed);
  return faker;
}
