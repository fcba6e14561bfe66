/** The version of the terms and conditions a client accepts (website_status, tnc_approval, cashier asks). */
export const TERMS_CONDITIONS_VERSION = 'Version 1.0 2026-01-01';
