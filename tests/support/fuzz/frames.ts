/**
 * Frames a fuzzer sends the simulator: the example requests of fixtures/messages, mutated, plus input
 * no client should send (deep nesting, huge numbers, prototype names, binary frames, invalid UTF-8).
 */
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface FuzzFrame {
  /** What kind of input it is, for the report. */
  kind: string;
  data: string | Buffer;
  /** Sent as a binary frame (a text frame otherwise, even when `data` is a Buffer). */
  binary: boolean;
  /** The close code that answers this frame instead of a reply (1007 for text that is not UTF-8). */
  closes?: number;
}

const MESSAGES_DIR = resolve(fileURLToPath(new URL('../../../fixtures/messages', import.meta.url)));

type Request = Record<string, unknown>;

/** Every example request in fixtures/messages. */
export const exampleRequests: Request[] = readdirSync(MESSAGES_DIR).flatMap((call) =>
  readdirSync(join(MESSAGES_DIR, call))
    .filter((file) => file.startsWith('request'))
    .map((file) => JSON.parse(readFileSync(join(MESSAGES_DIR, call, file), 'utf8')) as Request),
);

/** Names of Object.prototype members and the like, which a request may hold as plain fields. */
export const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupGetter__',
] as const;

/** Numbers JSON can carry and JavaScript cannot hold exactly, or at all. */
const HUGE_NUMBERS = [
  '1e308',
  '-1e308',
  '1e400',
  '-1e400',
  '5e-324',
  '1e-400',
  '123456789012345678901234567890',
  '9007199254740993',
  '-0',
  '0.1e1',
  '1E+2',
];

/** The request with `value` (JSON text) under `key`, written as text so that "__proto__" stays a plain field. */
function withField(request: Request, key: string, value: string): string {
  const fields = Object.entries(request).filter(([name]) => name !== key);
  const parts = fields.map(([name, field]) => `${JSON.stringify(name)}:${JSON.stringify(field)}`);
  return `{${[...parts, `${JSON.stringify(key)}:${value}`].join(',')}}`;
}

const example = fc.constantFrom(...exampleRequests);
const text = (kind: string) => (data: string) => ({ kind, data, binary: false });

/** A valid request with one field dropped, replaced by any JSON, or one field added, as JSON text. */
export const mutatedRequest: fc.Arbitrary<string> = fc
  .tuple(example, fc.nat(), fc.jsonValue(), fc.string({ maxLength: 12 }))
  .map(([request, pick, value, extraKey]) => {
    const copy: Request = structuredClone(request);
    const keys = Object.keys(copy);
    const key = keys[pick % keys.length]!;
    const mutation = pick % 3;
    if (mutation === 0) delete copy[key];
    else if (mutation === 1) copy[key] = value;
    else copy[extraKey || 'extra'] = value;
    return JSON.stringify(copy);
  });

/** Arrays and objects nested up to 6000 levels, under a field of a valid request or alone. */
const deeplyNested = fc
  .tuple(example, fc.integer({ min: 1, max: 6000 }), fc.boolean(), fc.constantFrom('passthrough', 'extra', 'req_id'))
  .map(([request, levels, objects, key]) => {
    const nested = objects
      ? `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`
      : `${'['.repeat(levels)}${']'.repeat(levels)}`;
    return withField(request, key, nested);
  })
  .map(text('deep'));

const hugeNumber = fc
  .tuple(example, fc.nat(), fc.constantFrom(...HUGE_NUMBERS))
  .map(([request, pick, number]) => {
    const keys = Object.keys(request);
    return withField(request, keys[pick % keys.length]!, number);
  })
  .map(text('huge number'));

/** A prototype name as a field of the request, of its passthrough, or as a value. */
const prototypeName = fc
  .tuple(example, fc.constantFrom(...PROTOTYPE_NAMES), fc.nat(2), fc.jsonValue({ maxDepth: 2 }))
  .map(([request, name, place, value]) => {
    const json = JSON.stringify(value) ?? 'null';
    if (place === 0) return withField(request, name, json);
    if (place === 1) return withField(request, 'passthrough', `{${JSON.stringify(name)}:${json}}`);
    const keys = Object.keys(request);
    return withField(request, keys[0]!, JSON.stringify(name));
  })
  .map(text('prototype name'));

const binary = fc
  .oneof(
    fc.uint8Array({ maxLength: 64 }),
    example.map((request) => new TextEncoder().encode(JSON.stringify(request))),
  )
  .map((bytes) => ({ kind: 'binary', data: Buffer.from(bytes), binary: true }));

/** Text frames that are not UTF-8: the socket closes with 1007, as RFC 6455 requires. */
const invalidUtf8 = fc
  .tuple(example, fc.constantFrom([0xff], [0xc3, 0x28], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80]))
  .map(([request, bytes]) => {
    const json = Buffer.from(JSON.stringify(request));
    const cut = Math.max(1, json.length - 2);
    return {
      kind: 'invalid utf-8',
      data: Buffer.concat([json.subarray(0, cut), Buffer.from(bytes), json.subarray(cut)]),
      binary: false,
      closes: 1007,
    };
  });

/** Any frame, weighted towards requests the simulator recognises so that every call gets exercised. */
export const fuzzFrame: fc.Arbitrary<FuzzFrame> = fc.oneof(
  { arbitrary: mutatedRequest.map(text('mutated')), weight: 8 },
  { arbitrary: example.map((request) => JSON.stringify(request)).map(text('example')), weight: 3 },
  {
    arbitrary: fc
      .jsonValue()
      .map((value) => JSON.stringify(value) ?? 'null')
      .map(text('json')),
    weight: 2,
  },
  { arbitrary: fc.string({ unit: 'binary' }).map(text('string')), weight: 2 },
  { arbitrary: deeplyNested, weight: 2 },
  { arbitrary: hugeNumber, weight: 2 },
  { arbitrary: prototypeName, weight: 3 },
  { arbitrary: binary, weight: 1 },
  { arbitrary: invalidUtf8, weight: 1 },
);
