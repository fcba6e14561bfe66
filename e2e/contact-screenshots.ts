/**
 * Screenshots of the contact page and the site footer at 1280 and 375 px, to look at:
 *   npx vite build && npx tsx e2e/contact-screenshots.ts [outDir]
 * The page outside support hours (the chat disabled with its notice) and in them, the offline chat's
 * form with errors and its thank-you. The browser's clock is set to each moment; the message is left
 * in the default world.
 */
import { atEachWidth, screenshotRun } from './screenshot-run';

/** A Saturday before the weekend hours begin, and a Monday morning in the weekday hours (UTC+8). */
const OUT_OF_HOURS = new Date('2026-11-28T05:30:00+08:00');
const IN_HOURS = new Date('2026-11-23T10:00:00+08:00');

await screenshotRun(async (run) => {
  const contact = `${run.stack.appUrl}/en/contact.html`;
  await atEachWidth(run, 'contact', async ({ page, shot }) => {
    await page.clock.install({ time: OUT_OF_HOURS });
    await page.goto(contact);
    await page.locator('main').getByText('Live chat is unavailable at the moment.').waitFor();
    await shot('out-of-hours');
  });

  await atEachWidth(run, 'contact', async ({ page, shot }) => {
    await page.clock.install({ time: IN_HOURS });
    await page.goto(contact);
    const chat = page.getByTestId('offline-chat');
    await page.locator('main').getByRole('button', { name: 'Live chat', exact: true }).click();
    await shot('in-hours-chat');
    await chat.getByRole('textbox', { name: 'Email' }).fill('ana@');
    await chat.getByRole('button', { name: 'Send message' }).click();
    await shot('chat-errors');
    await chat.getByRole('textbox', { name: 'Name' }).fill('Ana Lim');
    await chat.getByRole('textbox', { name: 'Email' }).fill('ana@example.com');
    await chat.getByRole('textbox', { name: 'Message' }).fill('How do I change my account currency?');
    await chat.getByRole('button', { name: 'Send message' }).click();
    await chat.getByRole('status').waitFor();
    await shot('chat-thanks');
  });
});
