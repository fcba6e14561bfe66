// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { PayoutPicker } from '../../src/features/multibarrier/PayoutPicker';

afterEach(cleanup);

it('names the payout button by its label and the payout it shows (WCAG 2.5.3)', () => {
  render(<PayoutPicker amount="10000" currency="USD" onChange={() => undefined} />);
  const button = screen.getByRole('button', { name: /^Payout 10 ?× 1,000 USD$/ });
  expect(button.textContent).toBe('10 × 1,000 USD');
});
