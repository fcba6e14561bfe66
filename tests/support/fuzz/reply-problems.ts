import { responseProblems, schemaOfReplyType } from '../../../simulator/transport/validation';
import type { JsonObject } from '../../../simulator/protocol/envelope';
import { referenceAvailable, referenceValidator } from '../reference-schemas';

/** Why a reply breaks our schema and the public one; both absent when it is valid. */
export interface ReplyProblems {
  ours?: string;
  public?: string;
}

function ourProblems(reply: JsonObject): string | undefined {
  try {
    const problems = responseProblems(reply);
    return problems && JSON.stringify(problems);
  } catch (error) {
    return `our validator threw: ${String(error)}`;
  }
}

/** Replies with msg_type "error" (no call recognised) have no public schema to check. */
function publicProblems(reply: JsonObject): string | undefined {
  if (!referenceAvailable || reply.msg_type === 'error') return undefined;
  const msgType = String(reply.msg_type);
  const validate = referenceValidator(schemaOfReplyType(msgType), 'receive');
  if (!validate) return `no public schema for msg_type ${msgType}`;
  return validate(reply) ? undefined : JSON.stringify(validate.errors);
}

/** A reply checked against schemas/generated and, when ../shared is present, the public API's schema. */
export function replyProblems(reply: JsonObject): ReplyProblems {
  const problems: ReplyProblems = {};
  const ours = ourProblems(reply);
  const theirs = publicProblems(reply);
  if (ours) problems.ours = ours;
  if (theirs) problems.public = theirs;
  return problems;
}
