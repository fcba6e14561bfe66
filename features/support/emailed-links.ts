import { TraderSocket } from '../../e2e/trader-socket';
import type { ScenarioWorld } from './world';

/** The verification codes the platform has e-mailed to `email` for `type` (verify_email's), oldest first. */
export async function emailedCodes(world: ScenarioWorld, email: string, type: string): Promise<string[]> {
  const sent = await world.control.outbox(world.worldId, email);
  return sent.filter((each) => each.type === type && each.code).map((each) => each.code!);
}

/** Opens the link of an e-mail, as the platform words it: the redirect page with action and code. */
export async function followEmailedLink(world: ScenarioWorld, action: string, code: string): Promise<void> {
  const query = new URLSearchParams({ action, code });
  await world.page.goto(world.appUrl(`/en/redirect.html?${query.toString()}`));
}

/** Sends one request on the scenario's world as a visitor would (no log-in), and returns the reply. */
export async function asVisitor(world: ScenarioWorld, request: Record<string, unknown>) {
  const socket = await TraderSocket.open(world.stack.simulator.url, world.worldId);
  try {
    return await socket.request(request);
  } finally {
    socket.close();
  }
}
