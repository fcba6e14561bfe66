import type { Page } from 'playwright-core';

/** The client's profile pages: financial assessment, terms approval, professional client, Telegram bot. */
export const PROFILE_PATHS = {
  'financial assessment': '/en/user/settings/assessmentws.html',
  'terms approval': '/en/user/tnc_approvalws.html',
  'professional client': '/en/user/settings/professional.html',
  'Telegram bot': '/en/user/telegram-bot.html',
} as const;

export type ProfilePageName = keyof typeof PROFILE_PATHS;

export function profilePage(page: Page) {
  const main = page.locator('main');
  return {
    /** A message the page shows about what just happened (saved, nothing changed, refused). */
    message: (text: string) => main.locator('.profile-message', { hasText: text }),
    messages: main.locator('.profile-message'),
    /** The assessment's choices, one per question. */
    questions: main.getByTestId('financial-assessment').getByRole('combobox'),
    fieldErrors: main.locator('.form__error'),
    professionalStatus: main.getByTestId('professional-status'),
    confirmation: page.getByTestId('confirm-popup'),
    tokenField: main.getByRole('textbox', { name: 'Token' }),
    botLink: main.getByTestId('telegram-bot-link'),
    termsNotice: main.getByTestId('terms-approval'),
  };
}
