// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormField } from '../../src/ui/form';

afterEach(cleanup);

describe('FormField rows of several controls', () => {
  it('groups the controls under the label and ties the error to the one it is about', () => {
    const { container } = render(
      <FormField label="Amount" name="amount" layout="beside" group error="Amount too low.">
        {(control) => (
          <>
            <select aria-label="Basis">
              <option>Stake</option>
            </select>
            <input {...control} aria-label="Amount" />
          </>
        )}
      </FormField>,
    );
    const group = screen.getByRole('group', { name: 'Amount' });
    expect(group.getAttribute('data-field')).toBe('amount');
    expect(group.className).toBe('field field--error');
    const error = screen.getByTestId('error-amount');
    expect(error.getAttribute('role')).toBe('alert');
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    expect(amount.getAttribute('aria-describedby')).toBe(error.id);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Basis' })).toBeTruthy();
    expect(container.querySelector('label')).toBeNull();
  });

  it('draws controls given as nodes in the label beside them, without an error', () => {
    render(
      <FormField label="Expiry" name="expiry_type" layout="beside">
        <select aria-label="Expiry">
          <option>Duration</option>
        </select>
      </FormField>,
    );
    const row = screen.getByRole('combobox', { name: 'Expiry' }).closest('label');
    expect(row?.getAttribute('data-field')).toBe('expiry_type');
    expect(row?.className).toBe('field');
    expect(row?.querySelector('.field__label')?.textContent).toBe('Expiry');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
