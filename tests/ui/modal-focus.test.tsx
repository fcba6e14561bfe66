// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Popup } from '../../src/ui/Popup';

afterEach(cleanup);

function Page({ onEscape }: { onEscape?: () => void }) {
  const [open, setOpen] = useState(false);
  const [second, setSecond] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Behind</button>
      {open && (
        <Popup
          title="First"
          onEscape={() => {
            onEscape?.();
            setOpen(false);
          }}
        >
          <input aria-label="Name" />
          <button type="button" onClick={() => setSecond(true)}>
            More
          </button>
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        </Popup>
      )}
      {second && (
        <Popup title="Second">
          <button type="button" onClick={() => setSecond(false)}>
            Back
          </button>
        </Popup>
      )}
    </>
  );
}

const focused = () => document.activeElement;
/** Presses Tab; true when nothing took the key (the browser would then move focus on itself). */
const tab = (shiftKey = false) => fireEvent.keyDown(document.activeElement ?? document, { key: 'Tab', shiftKey });
const press = (name: string) => {
  const button = screen.getByRole('button', { name });
  button.focus();
  fireEvent.click(button);
};

/** jsdom moves no focus on Tab: where the trap leaves the key alone, focus goes on in document order. */
function tabOn(shiftKey = false) {
  const before = focused() as HTMLElement;
  if (!tab(shiftKey)) return;
  const all = [...document.querySelectorAll<HTMLElement>('button, input')];
  all[all.indexOf(before) + (shiftKey ? -1 : 1)]?.focus();
}

describe('a modal popup', () => {
  it('moves focus to its first control, keeps Tab and Shift+Tab inside, and gives focus back on closing', () => {
    render(<Page />);
    press('Open');
    expect(focused()).toBe(screen.getByLabelText('Name'));
    tabOn();
    tabOn();
    expect(focused()).toBe(screen.getByRole('button', { name: 'Done' }));
    tabOn();
    expect(focused()).toBe(screen.getByLabelText('Name'));
    tabOn(true);
    expect(focused()).toBe(screen.getByRole('button', { name: 'Done' }));
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focused()).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('pulls focus that got out of it back in on Tab', () => {
    render(<Page />);
    press('Open');
    screen.getByRole('button', { name: 'Behind' }).focus();
    tab();
    expect(focused()).toBe(screen.getByLabelText('Name'));
  });

  it('closes on Escape when it offers that, and only the popup on top hears it', () => {
    const escaped = vi.fn();
    render(<Page onEscape={escaped} />);
    press('Open');
    press('More');
    expect(focused()).toBe(screen.getByRole('button', { name: 'Back' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(escaped).not.toHaveBeenCalled();
    tab();
    expect(focused()).toBe(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(focused()).toBe(screen.getByRole('button', { name: 'More' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(escaped).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focused()).toBe(screen.getByRole('button', { name: 'Open' }));
  });
});
