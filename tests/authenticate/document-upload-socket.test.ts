import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { uploadDocument } from '../../src/api/endpoints/documents';
import { CONNECTION_LOST } from '../../src/api/socket/socket-client';
import { createAppStore } from '../../src/app/store';
import { useAppSimulator } from '../app/support/app-simulator';
import { tokenOf } from '../simulator/accounts/support';

const { simulator, socketClient } = useAppSimulator({
  afterEach: (running) => running.control.resetWorld('default'),
});

const FILE = Uint8Array.from({ length: 40_000 }, (_, index) => (index * 13) % 256);
const PASSPORT = {
  document_type: 'passport',
  document_format: 'PDF',
  page_type: 'front',
  document_id: 'P1234567',
  expiration_date: '2099-01-01',
} as const;

async function loggedInStore() {
  const socket = socketClient();
  await socket.request('authorize', { authorize: tokenOf('MF90000001') });
  return { socket, store: createAppStore({ socket }) };
}

describe('uploading a document over the socket', () => {
  it('announces the file, sends it in binary frames and resolves with the platform’s second answer', async () => {
    const { store } = await loggedInStore();
    const answer = await store.dispatch(uploadDocument(PASSPORT, FILE));
    const sha1 = createHash('sha1').update(FILE).digest('hex');
    expect(answer).toMatchObject({ status: 'success', size: 40_000, checksum: sha1 });
    const [stored] = await simulator().control.documents('default', 'MF90000001');
    expect(stored).toMatchObject({ size: 40_000, chunks: 3, checksum: sha1, document_format: 'PDF' });
  });

  it('rejects with the platform’s refusal of the announcement, sending no frames', async () => {
    const { store } = await loggedInStore();
    await expect(
      store.dispatch(uploadDocument({ ...PASSPORT, page_type: 'photo', document_type: 'selfie_with_id' }, FILE)),
    ).rejects.toMatchObject({ code: 'UploadDenied', message: 'Invalid document format.' });
    expect(await simulator().control.documents('default', 'MF90000001')).toEqual([]);
  });

  it('is refused, not re-sent, when the connection drops before the file is confirmed', async () => {
    const { socket } = await loggedInStore();
    const upload = socket.upload(
      'document_upload',
      { document_upload: 1, ...PASSPORT, expected_checksum: '0'.repeat(32), file_size: 10 },
      () => {
        socket.close();
        return [];
      },
    );
    await expect(upload).rejects.toBe(CONNECTION_LOST);
  });
});
