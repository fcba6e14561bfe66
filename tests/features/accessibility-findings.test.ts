import { describe, expect, it } from 'vitest';
import {
  exceptionListProblems,
  failingFindings,
  formatFindings,
  withNewFindings,
  type AccessibilityException,
  type Violation,
} from '../../features/support/accessibility-findings';
import { ACCESSIBILITY_EXCEPTIONS } from '../../features/support/accessibility-exceptions';

const WHERE = { page: '/en/trading.html', step: 'I open the trading page' };

function violation(rule: string, impact: string | null, targets: { target: string; insideOf?: string[] }[]): Violation {
  return {
    rule,
    impact,
    help: `${rule} help`,
    helpUrl: `https://example.org/${rule}`,
    elements: targets.map(({ target, insideOf = [] }) => ({
      target,
      html: `<div class="${target}">`,
      failureSummary: 'Fix any of the following:\n  do this',
      insideOf,
    })),
  };
}

const CHART_EXCEPTION: AccessibilityException = {
  rule: 'color-contrast',
  selector: '.highcharts-container',
  reason: 'the chart library draws its axis labels',
};

describe('failingFindings', () => {
  it('keeps the serious and critical violations, one finding per element', () => {
    const findings = failingFindings(
      [
        violation('color-contrast', 'serious', [{ target: '.a' }, { target: '.b' }]),
        violation('select-name', 'critical', [{ target: 'select' }]),
        violation('region', 'moderate', [{ target: '.c' }]),
        violation('meta-viewport', 'minor', [{ target: 'meta' }]),
        violation('unknown-impact', null, [{ target: '.d' }]),
      ],
      WHERE,
      [],
    );
    expect(findings.map((finding) => [finding.rule, finding.impact, finding.target])).toEqual([
      ['color-contrast', 'serious', '.a'],
      ['color-contrast', 'serious', '.b'],
      ['select-name', 'critical', 'select'],
    ]);
    expect(findings[0]).toMatchObject({ ...WHERE, help: 'color-contrast help', html: '<div class=".a">' });
  });

  it('leaves out an element inside of an exception for the same rule only', () => {
    const findings = failingFindings(
      [
        violation('color-contrast', 'serious', [
          { target: '.axis-label', insideOf: ['.highcharts-container'] },
          { target: '.price' },
        ]),
        violation('svg-img-alt', 'serious', [{ target: 'svg', insideOf: ['.highcharts-container'] }]),
      ],
      WHERE,
      [CHART_EXCEPTION],
    );
    expect(findings.map((finding) => [finding.rule, finding.target])).toEqual([
      ['color-contrast', '.price'],
      ['svg-img-alt', 'svg'],
    ]);
  });
});

describe('withNewFindings', () => {
  it('adds a finding once per page, rule and element', () => {
    const first = failingFindings([violation('color-contrast', 'serious', [{ target: '.a' }])], WHERE, []);
    const again = failingFindings(
      [violation('color-contrast', 'serious', [{ target: '.a' }, { target: '.b' }])],
      { ...WHERE, step: 'I choose the underlying "Volatility 100 Index"' },
      [],
    );
    const elsewhere = failingFindings(
      [violation('color-contrast', 'serious', [{ target: '.a' }])],
      { page: '/en/portfolio.html', step: 'I open the portfolio' },
      [],
    );
    const all = withNewFindings(withNewFindings(first, again), elsewhere);
    expect(all.map((finding) => [finding.page, finding.target, finding.step])).toEqual([
      ['/en/trading.html', '.a', 'I open the trading page'],
      ['/en/trading.html', '.b', 'I choose the underlying "Volatility 100 Index"'],
      ['/en/portfolio.html', '.a', 'I open the portfolio'],
    ]);
  });
});

describe('formatFindings', () => {
  it('lists each page with its step, then rule, element, help and how to fix it', () => {
    const findings = [
      ...failingFindings([violation('select-name', 'critical', [{ target: 'select' }])], WHERE, []),
      ...failingFindings(
        [violation('color-contrast', 'serious', [{ target: '.a' }])],
        { page: '/en/portfolio.html', step: 'I open the portfolio' },
        [],
      ),
    ];
    expect(formatFindings(findings)).toBe(
      [
        'the accessibility scan found 2 serious or critical violations:',
        'on /en/trading.html (after "I open the trading page"):',
        '  select-name (critical) at select: select-name help',
        '    <div class="select">',
        '    Fix any of the following:',
        '      do this',
        '    https://example.org/select-name',
        'on /en/portfolio.html (after "I open the portfolio"):',
        '  color-contrast (serious) at .a: color-contrast help',
        '    <div class=".a">',
        '    Fix any of the following:',
        '      do this',
        '    https://example.org/color-contrast',
      ].join('\n'),
    );
  });

  it('counts a single finding in the singular', () => {
    const findings = failingFindings([violation('select-name', 'critical', [{ target: 'select' }])], WHERE, []);
    expect(formatFindings(findings)).toMatch(/^the accessibility scan found 1 serious or critical violation:\n/);
  });
});

describe('exceptionListProblems', () => {
  it('refuses an exception for the whole page, without a rule or without a reason', () => {
    expect(
      exceptionListProblems([
        CHART_EXCEPTION,
        { rule: 'color-contrast', selector: 'body', reason: 'too many' },
        { rule: ' ', selector: '.chart', reason: 'why' },
        { rule: 'svg-img-alt', selector: '.chart', reason: '' },
      ]),
    ).toEqual([
      'exception 2 (color-contrast on body) covers the whole page: name the part of the page it is about',
      'exception 3 (  on .chart) names no rule',
      'exception 4 (svg-img-alt on .chart) gives no reason',
    ]);
  });

  it('finds the exceptions file sound', () => {
    expect(exceptionListProblems(ACCESSIBILITY_EXCEPTIONS)).toEqual([]);
  });
});
