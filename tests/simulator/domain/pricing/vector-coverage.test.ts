import { expect, it } from 'vitest';

import { describeWithVectors } from './support/reference-vectors';
import { classify } from './support/vector-families';

/** Every reference vector is either checked by a suite here or set aside with a stated reason. */

describeWithVectors('reference vector coverage', (all) => {
  it('leaves no vector unclaimed', () => {
    const unclaimed = all.filter((vector) => 'unclassified' in classify(vector)).map((vector) => vector.id);
    expect(unclaimed, 'vectors no suite knows how to check').toEqual([]);
  });

  it('reports what is checked and what is out of scope', () => {
    const families = new Map<string, number>();
    const outOfScope: string[] = [];
    for (const vector of all) {
      const classification = classify(vector);
      if ('family' in classification) {
        families.set(classification.family, (families.get(classification.family) ?? 0) + 1);
      } else if ('outOfScope' in classification) {
        outOfScope.push(`${vector.id}: ${classification.outOfScope}`);
      }
    }
    const checked = [...families.values()].reduce((sum, count) => sum + count, 0);
    console.info(
      `[pricing vectors] ${checked} of ${all.length} checked (${[...families].map(([f, n]) => `${f} ${n}`).join(', ')});` +
        ` out of scope:\n  ${outOfScope.join('\n  ')}`,
    );
    expect(checked + outOfScope.length).toBe(all.length);
  });
});
