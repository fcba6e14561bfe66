import { Fragment, type ReactNode } from 'react';
import { localize } from '../lib/localize';

/**
 * What a placeholder becomes: an element, or a function that wraps the sentence's words from this
 * placeholder to the next one (`Please [_1]deposit[_2] to your account.`: a link around "deposit").
 */
type SentenceNode = ReactNode | ((words: string) => ReactNode);

/**
 * A localized sentence with elements in it: `[_1]`, `[_2]`, ... in the sentence are replaced by the
 * nodes given, so links and buttons stay elements and the text stays text.
 */
export function localizeNodes(sentence: string, nodes: readonly SentenceNode[]): ReactNode {
  const parts = localize(sentence).split(/\[_(\d+)\]/);
  const shown: ReactNode[] = [];
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index]!;
    if (index % 2 === 0) {
      shown.push(part);
      continue;
    }
    const node = nodes[Number(part) - 1];
    if (typeof node === 'function') {
      // The wrapped words and the closing placeholder are consumed here.
      shown.push(<Fragment key={index}>{node(parts[index + 1] ?? '')}</Fragment>);
      index += 2;
    } else {
      shown.push(<Fragment key={index}>{node ?? `[_${part}]`}</Fragment>);
    }
  }
  return shown;
}
