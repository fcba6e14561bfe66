// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localizeNodes } from '../../src/ui/localized-nodes';

describe('localizeNodes', () => {
  afterEach(cleanup);

  it('puts elements in place of placeholders', () => {
    render(
      <p data-testid="sentence">
        {localizeNodes('Please [_1] or [_2] to view this page.', [<b key="a">log in</b>, <b key="b">sign up</b>])}
      </p>,
    );
    expect(screen.getByTestId('sentence').innerHTML).toBe('Please <b>log in</b> or <b>sign up</b> to view this page.');
  });

  it('wraps the words between a placeholder and the next in the element a function makes of them', () => {
    render(
      <p data-testid="sentence">
        {localizeNodes('Please [_1]deposit[_2] to your account.', [(words) => <a href="#deposit">{words}</a>])}
      </p>,
    );
    expect(screen.getByTestId('sentence').innerHTML).toBe('Please <a href="#deposit">deposit</a> to your account.');
    expect(screen.getByRole('link').textContent).toBe('deposit');
  });
});
