import { supportMessageRefusal, type SupportMessage } from '../domain/support-messages';
import { WorldError } from './world-error';
import type { World } from './world';

/** Keeps a message left with support, stamped with the world's time; refuses one support would not take. */
export function leaveSupportMessage(world: World, fields: Omit<SupportMessage, 'received_at'>): SupportMessage {
  const refusal = supportMessageRefusal(fields);
  if (refusal) throw new WorldError('invalid', 'InvalidMessage', refusal);
  const message: SupportMessage = {
    name: fields.name.trim(),
    email: fields.email.trim(),
    message: fields.message.trim(),
    received_at: world.clock.epoch(),
  };
  world.commit({ type: 'support_message_received', message });
  return { ...message };
}

/** The messages the world's support was left, oldest first. */
export function supportMessages(world: World): SupportMessage[] {
  return world.state.support.messages.map((message) => ({ ...message }));
}
