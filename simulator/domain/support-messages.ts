/** A message a visitor left with support while the live chat was offline. */
export interface SupportMessage {
  name: string;
  email: string;
  message: string;
  /** Epoch seconds on the world's clock. */
  received_at: number;
}

/** The messages support was left, oldest first. */
export interface SupportState {
  messages: SupportMessage[];
}

export type SupportChange = { type: 'support_message_received'; message: SupportMessage };

/** The longest name, e-mail address and message support takes (characters). */
export const SUPPORT_MESSAGE_LIMITS = { name: 100, email: 254, message: 5_000 } as const;

const EMAIL = /^[\w.+-]+@[a-zA-Z\d.-]+\.[a-zA-Z]{2,63}$/;

export function emptySupport(): SupportState {
  return { messages: [] };
}

export function applySupportChange(support: SupportState, change: SupportChange): void {
  support.messages.push(change.message);
}

/** Why support refuses a message with these fields, or undefined when it takes it. */
export function supportMessageRefusal(fields: Omit<SupportMessage, 'received_at'>): string | undefined {
  for (const name of ['name', 'email', 'message'] as const) {
    const value = fields[name].trim();
    if (value === '') return `"${name}" must not be empty`;
    if (Array.from(value).length > SUPPORT_MESSAGE_LIMITS[name])
      return `"${name}" must be at most ${SUPPORT_MESSAGE_LIMITS[name]} characters`;
  }
  if (!EMAIL.test(fields.email.trim())) return '"email" must be an e-mail address';
  return undefined;
}
