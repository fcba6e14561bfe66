import type { JsonObject } from '../../../simulator/protocol/envelope';
import type { FuzzFrame } from './frames';
import { FuzzSocket, type Exchange, type ExchangeTimes } from './fuzz-socket';
import { replyProblems, type ReplyProblems } from './reply-problems';

/** Error codes that mean the simulator failed inside, not that the request was refused. */
const INTERNAL_FAILURES = new Set(['InternalServerError', 'OutputValidationFailed']);

/** What one frame showed: each list empty and each flag false when all went well. */
export interface FrameVerdict {
  frame: FuzzFrame;
  /** Neither a reply nor the close the frame calls for came back. */
  unanswered: boolean;
  /** The server did not even answer the ping sent after the frame. */
  stalled: boolean;
  /** A close the frame does not call for. */
  unexpectedClose?: number;
  /** Messages (replies and updates) that break our schema or the public one. */
  schemaFailures: { message: JsonObject; problems: ReplyProblems }[];
  /** Replies whose error says the simulator failed inside. */
  internalFailures: JsonObject[];
  unreadable: string[];
}

export function isClean(verdict: FrameVerdict): boolean {
  return (
    !verdict.unanswered &&
    !verdict.stalled &&
    verdict.unexpectedClose === undefined &&
    verdict.schemaFailures.length === 0 &&
    verdict.internalFailures.length === 0 &&
    verdict.unreadable.length === 0
  );
}

function judge(frame: FuzzFrame, exchange: Exchange): FrameVerdict {
  const closedAsExpected = frame.closes !== undefined && exchange.closedWith === frame.closes;
  const messages = [...exchange.replies, ...exchange.others];
  return {
    frame,
    unanswered: exchange.replies.length === 0 && exchange.unreadable.length === 0 && !closedAsExpected,
    stalled: exchange.stalled,
    unexpectedClose: closedAsExpected ? undefined : exchange.closedWith,
    schemaFailures: messages
      .map((message) => ({ message, problems: replyProblems(message) }))
      .filter(({ problems }) => problems.ours !== undefined || problems.public !== undefined),
    internalFailures: messages.filter((message) =>
      INTERNAL_FAILURES.has(String((message.error as { code?: unknown } | undefined)?.code)),
    ),
    unreadable: exchange.unreadable,
  };
}

export interface FuzzRunnerOptions extends ExchangeTimes {
  /** The socket URL of the world to fuzz. */
  socketUrl: string;
  /** Frames sent on one connection before a fresh one is opened (streams and log-ins pile up otherwise). */
  framesPerConnection: number;
}

/** Sends frames one at a time over a connection it reopens when it closes or has served its share. */
export class FuzzRunner {
  private socket: FuzzSocket | undefined;
  private sentOnSocket = 0;

  constructor(private readonly options: FuzzRunnerOptions) {}

  async send(frame: FuzzFrame): Promise<FrameVerdict> {
    if (!this.socket?.isOpen || this.sentOnSocket >= this.options.framesPerConnection) {
      await this.socket?.close();
      this.socket = await FuzzSocket.open(this.options.socketUrl);
      this.sentOnSocket = 0;
    }
    this.sentOnSocket += 1;
    return judge(frame, await this.socket.exchange(frame, this.options));
  }

  async close(): Promise<void> {
    await this.socket?.close();
  }
}
