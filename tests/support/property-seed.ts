/**
 * The seed of a property test's random runs: FC_SEED when set (to replay a failure), else a new one.
 * fast-check names the seed of a failing run in its report; a check made after `fc.assert` should
 * name it too (`expect(value, \`seed ${seed}\`)`), so every red result can be run again exactly.
 */
export function propertySeed(): number {
  const given = process.env.FC_SEED;
  if (given !== undefined && given !== '') {
    const seed = Number(given);
    if (!Number.isSafeInteger(seed)) throw new Error(`FC_SEED must be an integer, not ${given}`);
    return seed;
  }
  return Math.floor(Math.random() * 2 ** 31);
}
