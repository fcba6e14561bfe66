// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FaqPage } from '../../src/features/help';

afterEach(cleanup);

const question = (name: string) => screen.getByRole('button', { name });
/**
 * The questions (by their buttons' ids) whose answer regions show: a closed answer is hidden, so not a
 * region for assistive technology. The page's topics are regions too, labelled by their headings.
 */
const openAnswers = () =>
  screen
    .queryAllByRole('region')
    .map((region) => region.getAttribute('aria-labelledby'))
    .filter((id) => document.getElementById(id ?? '')?.tagName === 'BUTTON');

describe('FAQ accordion', () => {
  it('starts with every answer closed, each question controlling its own answer', () => {
    render(<FaqPage />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.length).toBeGreaterThanOrEqual(10);
    for (const button of buttons) {
      expect(button.getAttribute('aria-expanded')).toBe('false');
      const answer = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(answer?.hidden).toBe(true);
      expect(answer?.getAttribute('aria-labelledby')).toBe(button.id);
    }
    expect(openAnswers()).toEqual([]);
  });

  it('opens several answers at once and closes one again without touching the others', () => {
    render(<FaqPage />);
    fireEvent.click(question('How do I deposit money?'));
    fireEvent.click(question('What can I trade?'));
    expect(screen.getByRole('region', { name: 'How do I deposit money?' }).textContent).toMatch(/^Open the Cashier/);
    expect(openAnswers()).toEqual([question('How do I deposit money?').id, question('What can I trade?').id]);
    fireEvent.click(question('How do I deposit money?'));
    expect(question('How do I deposit money?').getAttribute('aria-expanded')).toBe('false');
    expect(openAnswers()).toEqual([question('What can I trade?').id]);
  });
});
