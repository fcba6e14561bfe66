import { Fragment, type ReactNode } from 'react';
import { localize } from '../lib/localize';

/**
 * A localized sentence with elements in it: `[_1]`, `[_2]`, ... in the sentence are replaced by the
 * nodes given, so links and buttons stay elements and the text stays text.
 */
export function localizeNodes(sentence: string, nodes: readonly ReactNode[]): ReactNode {
  const parts = localize(sentence).split(/\[_(\d+)\]/);
  return parts.map((part, index) =>
    index % 2 === 0 ? part : <Fragment key={index}>{nodes[Number(part) - 1] ?? `[_${part}]`}</Fragment>,
  );
}
