import type { FrameVerdict } from '../../tests/support/fuzz/fuzz-runner';

/** Examples kept per kind of failure. */
const EXAMPLES = 3;
const SHOWN_CHARS = 300;

type Counts = Map<string, number>;

function add(counts: Counts, key: string, by = 1): void {
  counts.set(key, (counts.get(key) ?? 0) + by);
}

function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}... (${text.length} chars)` : text;
}

function frameText(verdict: FrameVerdict): string {
  const { data } = verdict.frame;
  return typeof data === 'string' ? data : `<${data.length} bytes: ${data.toString('hex').slice(0, 80)}>`;
}

function table(counts: Counts): string {
  if (counts.size === 0) return '  none';
  return [...counts.entries()]
    .sort(([, a], [, b]) => b - a)
    .map(([key, count]) => `  ${String(count).padStart(8)}  ${key}`)
    .join('\n');
}

/** What a fuzz run saw, by kind of frame and kind of failure, with a few examples of each failure. */
export class FuzzTally {
  frames = 0;
  private readonly sentByKind: Counts = new Map();
  private readonly unanswered: Counts = new Map();
  private readonly stalled: Counts = new Map();
  private readonly closes: Counts = new Map();
  private readonly ourSchema: Counts = new Map();
  private readonly publicSchema: Counts = new Map();
  private readonly internal: Counts = new Map();
  private readonly unreadable: Counts = new Map();
  private readonly examples = new Map<string, string[]>();

  private example(category: string, verdict: FrameVerdict, detail: unknown): void {
    const list = this.examples.get(category) ?? [];
    if (list.length >= EXAMPLES) return;
    list.push(`frame ${shown(frameText(verdict))}\n      -> ${shown(detail)}`);
    this.examples.set(category, list);
  }

  add(verdict: FrameVerdict): void {
    const { kind } = verdict.frame;
    this.frames += 1;
    add(this.sentByKind, kind);
    if (verdict.unanswered) {
      add(this.unanswered, kind);
      this.example('unanswered', verdict, 'no reply');
    }
    if (verdict.stalled) add(this.stalled, kind);
    if (verdict.unexpectedClose !== undefined) {
      add(this.closes, `${verdict.unexpectedClose} after a ${kind} frame`);
      this.example('unexpected close', verdict, verdict.unexpectedClose);
    }
    for (const { message, problems } of verdict.schemaFailures) {
      const type = String(message.msg_type);
      if (problems.ours) {
        add(this.ourSchema, type);
        this.example(`our schema: ${type}`, verdict, { message, problems: problems.ours });
      }
      if (problems.public) {
        add(this.publicSchema, type);
        this.example(`public schema: ${type}`, verdict, { message, problems: problems.public });
      }
    }
    for (const message of verdict.internalFailures) {
      const key = `${(message.error as { code: string }).code} to ${String(message.msg_type)}`;
      add(this.internal, key);
      this.example(key, verdict, message);
    }
    if (verdict.unreadable.length > 0) {
      add(this.unreadable, kind, verdict.unreadable.length);
      this.example('unreadable', verdict, verdict.unreadable[0]);
    }
  }

  get failures(): number {
    const sum = (counts: Counts) => [...counts.values()].reduce((total, count) => total + count, 0);
    return [
      this.unanswered,
      this.stalled,
      this.closes,
      this.ourSchema,
      this.publicSchema,
      this.internal,
      this.unreadable,
    ]
      .map(sum)
      .reduce((total, count) => total + count, 0);
  }

  report(): string {
    const sections: [string, Counts][] = [
      ['Frames sent, by kind', this.sentByKind],
      ['Unanswered frames, by kind', this.unanswered],
      ['Stalled (not even the ping after the frame was answered), by kind', this.stalled],
      ['Unexpected closes', this.closes],
      ['Messages that break our schema (schemas/generated), by msg_type', this.ourSchema],
      ['Messages that break the public schema, by msg_type', this.publicSchema],
      ['Internal failures (InternalServerError, OutputValidationFailed)', this.internal],
      ['Messages that are not JSON, by kind of frame', this.unreadable],
    ];
    const examples = [...this.examples.entries()].map(
      ([category, list]) => `  ${category}:\n${list.map((line) => `    ${line}`).join('\n')}`,
    );
    return [
      ...sections.map(([title, counts]) => `${title}:\n${table(counts)}`),
      `Examples:\n${examples.length > 0 ? examples.join('\n') : '  none'}`,
    ].join('\n\n');
  }
}
