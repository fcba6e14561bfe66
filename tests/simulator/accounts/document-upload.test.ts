import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TestSocket } from '../../support/simulator';
import { until } from '../../support/until';
import { authorized, errorCode, tokenOf, useSimulator } from './support';

const { open, simulator } = useSimulator();

const CHUNK = 16_384;

function frame(callType: number, uploadId: number, chunk: Buffer, declaredLength = chunk.length): Buffer {
  const header = Buffer.alloc(12);
  header.writeUInt32BE(callType, 0);
  header.writeUInt32BE(uploadId, 4);
  header.writeUInt32BE(declaredLength, 8);
  return Buffer.concat([header, chunk]);
}

/** The file in 16384-byte chunks, then the empty end frame. */
function framesOf(callType: number, uploadId: number, file: Buffer): Buffer[] {
  const frames: Buffer[] = [];
  for (let offset = 0; offset < file.length; offset += CHUNK)
    frames.push(frame(callType, uploadId, file.subarray(offset, offset + CHUNK)));
  return [...frames, frame(callType, uploadId, Buffer.alloc(0))];
}

function md5(file: Buffer): string {
  return createHash('md5').update(file).digest('hex');
}

/** The platform's message for an upload that failed on the way (wrong size, broken chunk). */
const FAILED = 'Sorry, an error occurred while processing your request.';

const FILE = Buffer.from(Array.from({ length: 40_000 }, (_, index) => (index * 7) % 256));

function announcement(file: Buffer, extra: Record<string, unknown> = {}) {
  return {
    document_upload: 1,
    document_type: 'passport',
    document_format: 'JPG',
    document_id: 'A1234567',
    expiration_date: '2031-01-01',
    page_type: 'front',
    expected_checksum: md5(file),
    file_size: file.length,
    req_id: 7,
    ...extra,
  };
}

async function start(socket: TestSocket, request: Record<string, unknown>) {
  const reply = await socket.call(request);
  return reply.document_upload as { call_type: number; upload_id: number };
}

describe('document_upload', () => {
  it('takes a file in 16384-byte binary frames, confirms it and puts identity into pending review', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    const { call_type, upload_id } = await start(socket, announcement(FILE));
    expect(call_type).toBe(1);
    for (const binary of framesOf(call_type, upload_id, FILE)) socket.send(binary);
    expect(await socket.next()).toMatchObject({
      msg_type: 'document_upload',
      req_id: 7,
      document_upload: {
        call_type: 1,
        upload_id,
        size: 40_000,
        status: 'success',
        checksum: createHash('sha1').update(FILE).digest('hex'),
      },
    });
    const status = await socket.call({ get_account_status: 1 });
    expect(status.get_account_status).toMatchObject({
      authentication: { identity: { status: 'pending' }, document: { status: 'none' } },
    });
  });

  it('lists the uploaded file with its size, checksum and the frames that carried it on the control API', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    const { call_type, upload_id } = await start(socket, announcement(FILE));
    for (const binary of framesOf(call_type, upload_id, FILE)) socket.send(binary);
    await socket.next();
    const [stored, ...others] = await simulator().control.documents('default', 'CR90000001');
    expect(others).toEqual([]);
    expect(stored).toMatchObject({
      upload_id,
      document_type: 'passport',
      size: 40_000,
      chunks: 3,
      checksum: createHash('sha1').update(FILE).digest('hex'),
    });
  });

  it('puts a proof of address into pending review of the document', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    const request = announcement(FILE, { document_type: 'utility_bill', document_format: 'PDF' });
    const { call_type, upload_id } = await start(socket, request);
    for (const binary of framesOf(call_type, upload_id, FILE)) socket.send(binary);
    expect((await socket.next()).document_upload).toMatchObject({ status: 'success' });
    expect((await socket.call({ get_account_status: 1 })).get_account_status).toMatchObject({
      authentication: { document: { status: 'pending' }, identity: { status: 'none' } },
    });
  });

  it('answers ChecksumMismatch when the bytes differ from the announced checksum', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    const { call_type, upload_id } = await start(
      socket,
      announcement(FILE, { expected_checksum: md5(Buffer.from('other')) }),
    );
    for (const binary of framesOf(call_type, upload_id, FILE)) socket.send(binary);
    expect(await socket.next()).toMatchObject({
      req_id: 7,
      error: { code: 'ChecksumMismatch', message: 'Checksum verification failed.' },
    });
    expect((await socket.call({ get_account_status: 1 })).get_account_status).toMatchObject({
      authentication: { identity: { status: 'none' } },
    });
  });

  it("answers the platform's UploadDenied when fewer or more bytes arrive than announced", async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    const short = await start(socket, announcement(FILE));
    for (const binary of framesOf(short.call_type, short.upload_id, FILE.subarray(0, 100))) socket.send(binary);
    expect(await socket.next()).toMatchObject({
      error: { code: 'UploadDenied', message: FAILED, details: { reason: 'Received 100 bytes, expected 40000.' } },
    });
    const long = await start(socket, announcement(FILE));
    for (const binary of framesOf(long.call_type, long.upload_id, Buffer.concat([FILE, FILE]))) socket.send(binary);
    expect(await socket.next()).toMatchObject({
      error: {
        code: 'UploadDenied',
        message: FAILED,
        details: { reason: 'More bytes arrived than the 40000 announced.' },
      },
    });
    expect(await socket.next()).toMatchObject({ error: { code: 'BadRequest' } });
  });

  it('refuses a chunk over 16384 bytes or one whose header lies about its length', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    const first = await start(socket, announcement(FILE));
    socket.send(frame(first.call_type, first.upload_id, FILE.subarray(0, CHUNK + 1)));
    expect(await socket.next()).toMatchObject({ error: { code: 'UploadDenied', message: FAILED } });
    const second = await start(socket, announcement(FILE));
    socket.send(frame(second.call_type, second.upload_id, FILE.subarray(0, 10), 20));
    expect(await socket.next()).toMatchObject({ error: { code: 'UploadDenied', message: FAILED } });
  });

  it('refuses binary frames that belong to no announced upload', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    socket.send(frame(1, 99, Buffer.from('stray')));
    expect(await socket.next()).toMatchObject({ error: { code: 'BadRequest' } });
    socket.send(Buffer.from([1, 2, 3]));
    expect(await socket.next()).toMatchObject({ error: { code: 'BadRequest' } });
  });

  it('refuses files over 8 MB, a PDF selfie, missing expiry or id, an expired document and virtual accounts', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    const refusal = async (request: Record<string, unknown>, on = socket) => (await on.call(request)).error;
    expect(await refusal(announcement(FILE, { file_size: 8 * 1024 * 1024 + 1 }))).toMatchObject({
      code: 'UploadDenied',
      message: 'Maximum file size reached. Maximum allowed is 8388608',
    });
    expect(
      await refusal(
        announcement(FILE, { document_type: 'selfie_with_id', page_type: 'photo', document_format: 'PDF' }),
      ),
    ).toMatchObject({ code: 'UploadDenied', message: 'Invalid document format.' });
    const { document_id: _, ...noId } = announcement(FILE);
    expect(await refusal(noId)).toEqual({ code: 'UploadDenied', message: 'Document ID is required.' });
    const { expiration_date: __, ...noExpiry } = noId;
    expect(await refusal(noExpiry)).toEqual({ code: 'UploadDenied', message: 'Expiration date is required.' });
    expect(await refusal(announcement(FILE, { expiration_date: '2020-01-01' }))).toEqual({
      code: 'UploadDenied',
      message: 'Expiration date cannot be less than or equal to current date.',
    });
    expect(errorCode(await socket.call(announcement(FILE, { document_format: 'BMP' })))).toBe('InputValidationFailed');
    const virtual = await authorized(open, tokenOf('VRTC90000001'));
    expect(await refusal(announcement(FILE), virtual)).toEqual({
      code: 'UploadDenied',
      message: "Virtual accounts don't require document uploads.",
    });
  });

  it('accepts a file of exactly 8 MB', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    const big = Buffer.alloc(8 * 1024 * 1024, 7);
    const { call_type, upload_id } = await start(
      socket,
      announcement(big, { document_type: 'bank_statement', document_id: undefined }),
    );
    for (const binary of framesOf(call_type, upload_id, big)) socket.send(binary);
    expect((await socket.next()).document_upload).toMatchObject({ status: 'success', size: big.length });
  });
});

describe('unfinished uploads', () => {
  const EIGHT_MB = 8 * 1024 * 1024;
  const big = (socket: TestSocket) =>
    socket.call(announcement(FILE, { file_size: EIGHT_MB, document_type: 'bank_statement', document_id: undefined }));

  it('are at most 3 on one connection: a fourth is refused until one of them ends', async () => {
    const socket = await authorized(open, tokenOf('CR90000001'));
    const started = [await start(socket, announcement(FILE)), await start(socket, announcement(FILE))];
    await start(socket, announcement(FILE));
    expect(await socket.call(announcement(FILE))).toMatchObject({
      msg_type: 'document_upload',
      error: {
        code: 'UploadDenied',
        message: FAILED,
        details: { reason: 'At most 3 uploads may be unfinished on one connection.' },
      },
    });
    const other = await authorized(open, tokenOf('CR90000001'));
    expect((await other.call(announcement(FILE))).document_upload).toHaveProperty('upload_id');
    const [first] = started;
    for (const binary of framesOf(first!.call_type, first!.upload_id, FILE)) socket.send(binary);
    expect((await socket.next()).document_upload).toMatchObject({ status: 'success' });
    expect((await socket.call(announcement(FILE))).document_upload).toHaveProperty('upload_id');
  });

  it("share one byte budget per world (64 MB announced); a closed connection's uploads give theirs back", async () => {
    const sockets = [];
    for (let count = 0; count < 3; count += 1) sockets.push(await authorized(open, tokenOf('CR90000001')));
    const [first, second, third] = sockets as [TestSocket, TestSocket, TestSocket];
    for (const socket of [first, first, first, second, second, second, third, third])
      expect((await big(socket)).document_upload).toHaveProperty('upload_id');
    expect(await big(third)).toMatchObject({
      error: {
        code: 'UploadDenied',
        message: FAILED,
        details: { reason: 'Too many uploads are in progress. Please try again later.' },
      },
    });
    expect((await third.call(announcement(FILE))).error).toMatchObject({ code: 'UploadDenied' });
    first.close();
    await until(() => simulator().world.connections.size === 2);
    expect((await big(third)).document_upload).toHaveProperty('upload_id');
  });
});
