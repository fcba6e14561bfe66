// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Notice } from '../../src/ui/Notice';

describe('Notice', () => {
  afterEach(cleanup);

  it.each([
    ['info', 'notice notice--info', 'status'],
    ['warning', 'notice', 'alert'],
    ['error', 'notice notice--error', 'alert'],
    ['plain', 'notice', null],
  ] as const)('a %s notice is a paragraph of class "%s" with role %s', (tone, classes, role) => {
    render(
      <Notice tone={tone} testId="the-notice">
        Market is closed.
      </Notice>,
    );
    const notice = screen.getByTestId('the-notice');
    expect(notice.tagName).toBe('P');
    expect(notice.className).toBe(classes);
    expect(notice.getAttribute('role')).toBe(role);
    expect(notice.textContent).toBe('Market is closed.');
  });

  it('builds the tone’s class on another base and adds the place’s own classes after it', () => {
    render(
      <Notice tone="error" base="site-notice" className="extra">
        Storage is blocked.
      </Notice>,
    );
    const notice = screen.getByRole('alert');
    expect(notice.className).toBe('site-notice site-notice--error extra');
    expect(notice.hasAttribute('data-testid')).toBe(false);
  });
});
