import type { ReactNode } from 'react';

/**
 * How a notice is announced and what it looks like: `info` is read out politely and takes the info
 * look; `warning` interrupts in the base look (what a page's notice class draws by itself); `error`
 * interrupts in the error look; `plain` is page text, not announced.
 */
const TONES = {
  info: { role: 'status', modifier: 'info' },
  warning: { role: 'alert', modifier: undefined },
  error: { role: 'alert', modifier: 'error' },
  plain: { role: undefined, modifier: undefined },
} as const;

interface Props {
  tone: keyof typeof TONES;
  /** The class the look is built on; info and error add `<base>--info` and `<base>--error`. */
  base?: string;
  /** Further classes, e.g. the place's own. */
  className?: string;
  testId?: string;
  children: ReactNode;
}

/** A paragraph telling the reader something about the page: a refusal, a closed market, a hint. */
export function Notice({ tone, base = 'notice', className, testId, children }: Props) {
  const { role, modifier } = TONES[tone];
  const classes = [base, modifier && `${base}--${modifier}`, className].filter(Boolean).join(' ');
  return (
    <p className={classes} role={role} data-testid={testId}>
      {children}
    </p>
  );
}
