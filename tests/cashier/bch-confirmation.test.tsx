// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { needsBchAcceptance, rememberBchAcceptance } from '../../src/features/cashier/bch-acceptance';
import { BchConfirmation } from '../../src/features/cashier/BchConfirmation';

afterEach(cleanup);

describe('the Bitcoin Cash notice', () => {
  it('goes on only once its box is ticked, and Cancel leaves', () => {
    const onAccept = vi.fn();
    const onCancel = vi.fn();
    render(<BchConfirmation onAccept={onAccept} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select the checkbox.');
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    expect(onAccept).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onAccept).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('is asked of Bitcoin Cash accounts until accepted once', () => {
    const storage = window.localStorage;
    storage.clear();
    expect(needsBchAcceptance('BTC', storage)).toBe(false);
    expect(needsBchAcceptance('BCH', storage)).toBe(true);
    rememberBchAcceptance(storage);
    expect(needsBchAcceptance('BCH', storage)).toBe(false);
  });
});
