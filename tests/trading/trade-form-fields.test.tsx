// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
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
