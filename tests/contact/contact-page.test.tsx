// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isBuiltPage } from '../../src/app/pages';
import { ContactPage } from '../../src/features/contact';
import { PagesProvider } from '../../src/ui/page-links';
import { TimersProvider } from '../../src/ui/timers-context';
import { TestTimers } from '../support/test-timers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderContact(timers: TestTimers) {
  render(
    <TimersProvider timers={timers}>
      <PagesProvider hasPage={isBuiltPage}>
        <MemoryRouter initialEntries={['/en/contact.html']}>
          <Routes>
            <Route path=":lang/*" element={<ContactPage />} />
          </Routes>
        </MemoryRouter>
      </PagesProvider>
    </TimersProvider>,
  );
}

const chatButton = () => screen.getByRole('button', { name: 'Live chat' });

/** A fetch that answers every request with `status`, keeping what it was sent. */
function stubFetch(status: number) {
  const fetch = vi.fn(async () => new Response(JSON.stringify({}), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function openChatAndFill(fields: { name: string; email: string; message: string }) {
  fireEvent.click(chatButton());
  const panel = screen.getByTestId('offline-chat');
  expect(panel.textContent).toContain('Our live chat is offline.');
  fireEvent.change(within(panel).getByRole('textbox', { name: 'Name' }), { target: { value: fields.name } });
  fireEvent.change(within(panel).getByRole('textbox', { name: 'Email' }), { target: { value: fields.email } });
  fireEvent.change(within(panel).getByRole('textbox', { name: 'Message' }), { target: { value: fields.message } });
  await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Send message' })));
  return panel;
}

describe('the contact page', () => {
  it('shows the e-mail address, the phone lines and the support hours in UTC+8', () => {
    renderContact(new TestTimers(Date.parse('2026-11-23T10:00:00+08:00')));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contact us');
    expect(screen.getByRole('link', { name: 'support@strike.com' }).getAttribute('href')).toBe(
      'mailto:support@strike.com',
    );
    expect(within(screen.getByTestId('phone-lines')).getAllByRole('link')).toHaveLength(4);
    expect(screen.getByTestId('support-hours').textContent).toBe(
      'Monday to Friday08:00–17:00Saturday and Sunday06:00–21:00',
    );
  });

  it('keeps the chat button disabled with the notice outside the hours, and enables it at the next opening', async () => {
    // Saturday 05:59:00 in UTC+8: weekend hours start at 06:00.
    const timers = new TestTimers(Date.parse('2026-11-28T05:59:00+08:00'));
    renderContact(timers);
    expect(chatButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Live chat is unavailable at the moment.')).toBeTruthy();
    await timers.advance(59_000);
    expect(chatButton()).toHaveProperty('disabled', true);
    await timers.advance(1_000);
    expect(chatButton()).toHaveProperty('disabled', false);
    expect(screen.queryByText('Live chat is unavailable at the moment.')).toBeNull();
    expect(screen.queryByTestId('offline-chat')).toBeNull();
  });

  it('in hours, opens the offline chat, which checks the fields before sending the message', async () => {
    const fetch = stubFetch(200);
    renderContact(new TestTimers(Date.parse('2026-11-23T10:00:00+08:00')));
    const panel = await openChatAndFill({ name: 'Ana Lim', email: 'ana@', message: ' ' });
    expect(within(panel).getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
    expect(panel.textContent).toContain('Invalid email address.');
    expect(panel.textContent).toContain('This field is required.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the message and thanks the visitor once support has it', async () => {
    const fetch = stubFetch(200);
    renderContact(new TestTimers(Date.parse('2026-11-23T10:00:00+08:00')));
    const panel = await openChatAndFill({ name: ' Ana Lim ', email: 'ana@example.com', message: 'When do you open?' });
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/support/messages');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Ana Lim',
      email: 'ana@example.com',
      message: 'When do you open?',
    });
    expect(within(panel).getByRole('status').textContent).toBe("Thank you, we'll get back to you within 24 hours");
    expect(within(panel).queryByRole('button', { name: 'Send message' })).toBeNull();
  });

  it('says so when support did not take the message, and keeps the form', async () => {
    stubFetch(400);
    renderContact(new TestTimers(Date.parse('2026-11-23T10:00:00+08:00')));
    const panel = await openChatAndFill({ name: 'Ana Lim', email: 'ana@example.com', message: 'Hello' });
    expect(within(panel).getByRole('alert').textContent).toBe(
      'Sorry, an error occurred while processing your request.',
    );
    expect(within(panel).queryByRole('status')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Send message' })).toBeTruthy();
  });
});
