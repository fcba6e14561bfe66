import { CALL_NAMES } from '../../../schemas/generated/types';
import type { FaultPlan } from '../../world/fault-plan';
import { BodyReader } from './body';
import { ControlError, worldOf, type ControlRoute } from './route';
import type { QueuedFaultReply } from './types';

/** A queued latency longer than this would look like a hung simulator rather than a slow one. */
const MAX_FAULT_LATENCY_MS = 120_000;

const CALLS: readonly string[] = CALL_NAMES;

function pendingFaults(plan: FaultPlan): QueuedFaultReply[] {
  return plan.pending().map(({ msgType, error, reply, latencyMs, remaining }) => ({
    msg_type: msgType,
    ...(error ? { error } : {}),
    ...(reply ? { reply } : {}),
    ...(latencyMs !== undefined ? { latency_ms: latencyMs } : {}),
    remaining,
  }));
}

/** Queuing errors and latencies for a world's calls, and clearing them. */
export const faultRoutes: ControlRoute[] = [
  {
    method: 'POST',
    path: '/worlds/:world/faults',
    handle: (request) => {
      const world = worldOf(request);
      const fields = new BodyReader(request.body).only('msg_type', 'error', 'reply', 'latency_ms', 'times');
      const msgType = fields.string('msg_type');
      if (!CALLS.includes(msgType))
        throw new ControlError(400, 'UnknownCall', `"${msgType}" is not a call of the API (name it as sent).`);
      const errorFields = fields.optionalObject('error')?.only('code', 'message');
      const error = errorFields && {
        code: errorFields.string('code', /^\w+$/),
        message: errorFields.string('message'),
      };
      const reply = fields.optionalObject('reply')?.fields;
      if (error && reply)
        throw new ControlError(400, 'InvalidBody', 'A fault answers with an "error" or a "reply", not both.');
      const latencyMs = fields.optionalInteger('latency_ms', 0);
      if (latencyMs !== undefined && latencyMs > MAX_FAULT_LATENCY_MS)
        throw new ControlError(400, 'InvalidBody', `"latency_ms" is at most ${MAX_FAULT_LATENCY_MS}.`);
      if (!error && !reply && latencyMs === undefined)
        throw new ControlError(400, 'InvalidBody', 'A fault needs an "error", a "reply" or a "latency_ms".');
      world.faults.queue(msgType, { error, reply, latencyMs }, fields.optionalInteger('times', 1) ?? 1);
      return { faults: pendingFaults(world.faults) };
    },
  },
  {
    method: 'GET',
    path: '/worlds/:world/faults',
    handle: (request) => ({ faults: pendingFaults(worldOf(request).faults) }),
  },
  {
    method: 'DELETE',
    path: '/worlds/:world/faults',
    handle: (request) => {
      worldOf(request).faults.clear();
      return { faults: [] };
    },
  },
];
