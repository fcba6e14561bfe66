import type { HandlerTable } from '../../simulator/handlers/handler';
import { createLogger } from '../../simulator/log';
import type { ChangeLog } from '../../simulator/store/change-log';
import { dispatchFrame } from '../../simulator/transport/dispatch';
import type { JsonObject } from '../../simulator/protocol/envelope';
import { KeepAliveGuard } from '../../simulator/transport/guards';
import { Session } from '../../simulator/transport/session';
import { loadWorldFixture, type WorldFixture } from '../../simulator/world/fixture';
import { World } from '../../simulator/world/world';

export interface TestDispatcher {
  world: World;
  session: Session;
  /** Every reply and update sent so far, oldest first. */
  sent: JsonObject[];
  /** Those of them sent already serialised (production mode's stream updates), as the text went out. */
  texts: string[];
  logged: string[];
  closedWith: number | undefined;
  /** Sends one request and returns what was sent back while it was handled. */
  dispatch(frame: object | string): Promise<JsonObject[]>;
}

/** The dispatcher over a handler table of the test's own, with a session and no socket. */
export function testDispatcher(
  handlers: HandlerTable,
  {
    checkReplies = true,
    fixture = {},
    keepAliveNowMs = () => 0,
    changeLog,
    world = new World({
      id: 'dispatch',
      seed: 1,
      fixture: { ...loadWorldFixture('default'), ...fixture },
      changeLog,
    }),
  }: {
    checkReplies?: boolean;
    fixture?: Partial<WorldFixture>;
    keepAliveNowMs?: () => number;
    changeLog?: ChangeLog;
    /** A world of the test's own (then `fixture` and `changeLog` are not used). */
    world?: World;
  } = {},
): TestDispatcher {
  const sent: JsonObject[] = [];
  const texts: string[] = [];
  const logged: string[] = [];
  const keepAlive = new KeepAliveGuard(undefined, keepAliveNowMs);
  const state: TestDispatcher = {
    world,
    sent,
    texts,
    logged,
    closedWith: undefined,
    session: new Session({
      id: 'test-connection',
      appId: '1',
      language: 'EN',
      httpBase: 'http://simulator.test',
      close: (code) => (state.closedWith = code),
    }),
    dispatch: async (frame) => {
      const before = sent.length;
      const context = {
        world,
        handlers,
        logger: createLogger('error', (line) => logged.push(line)),
        checkReplies,
        session: state.session,
        keepAlive,
        send: (reply: JsonObject) => sent.push(reply),
        sendText: (text: string) => sent.push(JSON.parse(texts[texts.push(text) - 1]!) as JsonObject),
      };
      await dispatchFrame(context, typeof frame === 'string' ? frame : JSON.stringify(frame));
      return sent.slice(before);
    },
  };
  return state;
}
