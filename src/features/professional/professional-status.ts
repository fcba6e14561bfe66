/** Where a client's application to be treated as a professional stands (accounts-and-money §3). */
export type ProfessionalStatus = 'professional' | 'requested' | 'rejected' | 'retail';

/** The status from get_account_status' flags; an application being processed outranks an old rejection. */
export function professionalStatus(flags: readonly string[]): ProfessionalStatus {
  if (flags.includes('professional')) return 'professional';
  if (flags.includes('professional_requested')) return 'requested';
  if (flags.includes('professional_rejected')) return 'rejected';
  return 'retail';
}

/** The landing company whose clients may ask to be treated as professionals (accounts-and-money §6). */
export const PROFESSIONAL_COMPANY = 'maltainvest';
