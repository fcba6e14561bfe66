import type { Page } from 'playwright-core';

/** The authenticate page, /en/user/authenticate.html: the prompt, the document form and each file's status. */
export const AUTHENTICATE_PATH = '/en/user/authenticate.html';

export function authenticatePage(page: Page) {
  const form = page.getByRole('form', { name: 'Upload documents' });
  const field = (label: string) =>
    form.locator('.form__row').filter({ has: page.locator('.form__label', { hasText: new RegExp(`^${label}`) }) });
  return {
    documentType: form.getByRole('combobox', { name: 'Document type' }),
    idNumber: form.getByRole('textbox', { name: 'ID number' }),
    expiryDate: form.locator('input[name="expiry_date"]'),
    /** The file control of a side, by its label: "Front Side", "Reverse Side", "Photo" or "Document". */
    file: (side: string) => field(side).locator('input[type="file"]'),
    fieldError: (label: string) => field(label).locator('.form__error'),
    submit: form.getByRole('button', { name: 'Submit' }),
    /** The status cell of the file of a side, in the table under the form. */
    fileStatus: (side: string) =>
      page
        .getByTestId('upload-status-row')
        .filter({ has: page.getByRole('rowheader', { name: new RegExp(`– ${side}$`) }) })
        .getByTestId('upload-status'),
    unavailable: page.getByTestId('authenticate-unavailable'),
    review: page.getByTestId('authenticate-review'),
    success: page.getByTestId('authenticate-success'),
  };
}
