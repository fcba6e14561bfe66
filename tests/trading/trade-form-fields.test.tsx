// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import type { SocketClient } from '../../src/api/socket/socket-client';
import { createAppStore } from '../../src/app/store';
import { TradeForm } from '../../src/features/trading/components/TradeForm';
import { EMPTY_FORM, withContracts, type TradingFormState } from '../../src/features/trading/form/form-state';
import { R_100 } from './contracts';

afterEach(cleanup);

const NOW = 1_700_000_000;

function StatefulForm({ initial }: { initial: TradingFormState }) {
  const [form, setForm] = useState(initial);
  return <TradeForm form={form} available={R_100} errors={{}} now={NOW} update={(change) => setForm(change)} />;
}

describe('the duration field', () => {
  it('shows the floored value it is priced at once a duration typed with decimals is left', () => {
    const form = withContracts({ ...EMPTY_FORM, underlying: 'R_100', formname: 'risefall' }, R_100, NOW);
    render(<StatefulForm initial={form} />);
    const duration = screen.getByTestId<HTMLInputElement>('duration_amount');
    fireEvent.change(duration, { target: { value: '5.9' } });
    expect(duration.value).toBe('5.9');
    fireEvent.blur(duration);
    expect(duration.value).toBe('5');
  });
});

describe("a field's error", () => {
  it('is tied to the control it is about', () => {
    const form = withContracts({ ...EMPTY_FORM, underlying: 'R_100', formname: 'risefall' }, R_100, NOW);
    render(
      <TradeForm
        form={form}
        available={R_100}
        errors={{ amount: 'Should be more than 0.35.', duration_amount: 'Minimum duration is 5.' }}
        now={NOW}
        update={() => undefined}
      />,
    );
    for (const [testId, error] of [
      ['amount', 'Should be more than 0.35.'],
      ['duration_amount', 'Minimum duration is 5.'],
    ] as const) {
      const control = screen.getByTestId(testId);
      expect(control.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(control.getAttribute('aria-describedby')!)?.textContent).toBe(error);
    }
    expect(screen.getByTestId('duration_units').hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('the fields’ names', () => {
  const named = (role: 'combobox' | 'textbox') => screen.queryAllByRole(role, { name: /\S/ }).length;

  it('names every select and input of a form with a forward start and an end time by its label', () => {
    const form = withContracts({ ...EMPTY_FORM, underlying: 'R_100', formname: 'risefall' }, R_100, NOW);
    render(<StatefulForm initial={form} />);
    expect(screen.getByRole('combobox', { name: 'Start time' })).toBe(screen.getByTestId('date_start'));
    expect(screen.getByRole('combobox', { name: 'Expiry' })).toBe(screen.getByTestId('expiry_type'));
    expect(named('combobox')).toBe(screen.getAllByRole('combobox').length);
    expect(named('textbox')).toBe(screen.getAllByRole('textbox').length);
  });

  it('names the two barrier inputs by their labels', () => {
    const form = withContracts({ ...EMPTY_FORM, underlying: 'R_100', formname: 'endsinout' }, R_100, NOW);
    // The levels beside the barriers read the spot: a socket that never answers leaves them empty.
    const socket = {
      subscribe: () => ({ ready: new Promise(() => undefined), unsubscribe: () => undefined }),
    } as unknown as SocketClient;
    render(
      <Provider store={createAppStore({ socket })}>
        <StatefulForm initial={form} />
      </Provider>,
    );
    expect(screen.getByRole('textbox', { name: 'High barrier' })).toBe(screen.getByTestId('barrier'));
    expect(screen.getByRole('textbox', { name: 'Low barrier' })).toBe(screen.getByTestId('barrier2'));
    expect(named('textbox')).toBe(screen.getAllByRole('textbox').length);
  });
});
