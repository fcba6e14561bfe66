// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { required, verificationCode } from '../../src/lib/validators';
import { FormField, formFailure, SubmitButton, useForm } from '../../src/ui/form';

afterEach(cleanup);

type Values = { name: string; password: string; tnc: boolean; tax_residence: readonly string[]; code: string };

function SignUpForm({ submit }: { submit: (payload: unknown) => Promise<unknown> }) {
  const form = useForm<Values, unknown>({
    initialValues: { name: '', password: '', tnc: false, tax_residence: [], code: '' },
    rules: { name: [required], password: [required], tnc: [required], code: [verificationCode] },
    passwordFields: ['password'],
    tokenProtected: true,
    submit,
  });
  if (form.failure?.kind === 'token_rejected') return <p role="alert">{form.failure.message}</p>;
  return (
    <form onSubmit={form.onSubmit}>
      <FormField label="Name" error={form.errors.name} required>
        {(control) => (
          <input
            {...control}
            name="name"
            value={form.values.name}
            onChange={(event) => form.setValue('name', event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Password" error={form.errors.password} required>
        {(control) => (
          <input
            {...control}
            name="password"
            value={form.values.password}
            onChange={(event) => form.setValue('password', event.target.value)}
          />
        )}
      </FormField>
      <FormField label="Accept" error={form.errors.tnc}>
        {(control) => (
          <input
            {...control}
            name="tnc"
            type="checkbox"
            checked={form.values.tnc}
            onChange={(event) => form.setValue('tnc', event.target.checked)}
          />
        )}
      </FormField>
      <button type="button" onClick={() => form.setValue('tax_residence', ['de', 'fr'])}>
        Two countries
      </button>
      {form.failure && <p>{form.failure.message}</p>}
      <SubmitButton busy={form.submitting}>Open account</SubmitButton>
    </form>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(label)), { target: { value } });

describe('useForm', () => {
  it('shows the first error of each field on submit and sends nothing', () => {
    const submit = vi.fn();
    render(<SignUpForm submit={submit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open account' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByText('Please select the checkbox.')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('ties each error to its field, names the field by its label alone and marks the required ones', () => {
    render(<SignUpForm submit={vi.fn()} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    const accept = screen.getByRole('checkbox', { name: 'Accept' });
    expect(name.getAttribute('aria-required')).toBe('true');
    expect(accept.hasAttribute('aria-required')).toBe(false);
    expect(name.closest('label')?.textContent).toBe('Name *');
    expect(name.hasAttribute('aria-invalid')).toBe(false);
    expect(name.hasAttribute('aria-describedby')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Open account' }));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(
      'This field is required.',
    );
    expect(document.getElementById(accept.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please select the checkbox.',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toBe(name);

    type('Name', 'Ada');
    expect(name.hasAttribute('aria-invalid')).toBe(false);
    expect(name.hasAttribute('aria-describedby')).toBe(false);
  });

  it('gives focus to the first invalid field, in page order, when a submit is refused', () => {
    render(<SignUpForm submit={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open account' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    type('Name', 'Ada');
    fireEvent.click(screen.getByRole('button', { name: 'Open account' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Password' }));
    type('Password', 'Secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Open account' }));
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Accept' }));
  });

  it('sends trimmed values except passwords, checkboxes as 1/0, arrays joined, with the button busy meanwhile', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const submit = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    render(<SignUpForm submit={submit} />);
    type('Name', '  Ada Lovelace ');
    type('Password', ' Secret123 ');
    fireEvent.click(screen.getByLabelText(/Accept/));
    fireEvent.click(screen.getByRole('button', { name: 'Two countries' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open account' }));
    expect(submit).toHaveBeenCalledWith({
      name: 'Ada Lovelace',
      password: ' Secret123 ',
      tnc: 1,
      tax_residence: 'de,fr',
      code: '',
    });
    const button = screen.getByRole('button', { name: /Loading/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(submit).toHaveBeenCalledTimes(1);
    finish({});
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open account' })).toBeTruthy());
  });

  it('replaces a token-protected form when the server refuses the token', async () => {
    render(<SignUpForm submit={() => Promise.reject({ code: 'InvalidToken', message: 'Your token has expired.' })} />);
    type('Name', 'Ada');
    type('Password', 'Secret123');
    fireEvent.click(screen.getByLabelText(/Accept/));
    fireEvent.click(screen.getByRole('button', { name: 'Open account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Verification code is wrong. Please use the link sent to your email.',
    );
    expect(screen.queryByRole('button', { name: 'Open account' })).toBeNull();
  });
});

describe('formFailure', () => {
  it('gives the sanity-check message, the server message, or the generic one', () => {
    expect(formFailure({ code: 'SanityCheckFailed', message: 'x' }, false)).toEqual({
      kind: 'message',
      message: 'There was some invalid character in an input field.',
    });
    expect(formFailure({ code: 'PasswordError', message: 'Password is not strong enough.' }, true)).toEqual({
      kind: 'message',
      message: 'Password is not strong enough.',
    });
    expect(
      formFailure({ code: 'InputValidationFailed', message: 'x', details: { verification_code: 'bad' } }, true).kind,
    ).toBe('token_rejected');
    expect(formFailure({ code: 'InvalidToken', message: 'Token gone' }, false)).toEqual({
      kind: 'message',
      message: 'Token gone',
    });
    expect(formFailure({ code: 'Unknown', message: '' }, false).message).toBe(
      'Sorry, an error occurred while processing your request.',
    );
  });
});
