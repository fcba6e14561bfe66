import type { ApiError } from '../../../schemas/generated/types';

/** Where the chat's offline form leaves a message (the simulator keeps it; production's chat widget takes its own). */
const SUPPORT_MESSAGES_URL = '/support/messages';

export interface SupportMessage {
  name: string;
  email: string;
  message: string;
}

/**
 * Leaves a message with support; rejects with an ApiError (without a message of its own, so the form
 * shows the generic one) when it was not taken or could not be sent.
 */
export async function sendSupportMessage(message: SupportMessage): Promise<void> {
  const refused = (code: string): ApiError => ({ code, message: '' });
  let response: Response;
  try {
    response = await fetch(SUPPORT_MESSAGES_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message),
    });
  } catch {
    throw refused('SupportUnreachable');
  }
  if (!response.ok) throw refused('SupportMessageRefused');
}
