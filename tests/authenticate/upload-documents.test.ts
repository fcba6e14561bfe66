import { describe, expect, it } from 'vitest';
import { uploadDocuments, type FileStatus, type UploadSteps } from '../../src/features/authenticate/upload-documents';

const CARD = { kind: 'identity_card', idNumber: 'ID 12_3-4', expiryDate: '2099-01-01' } as const;

function file(name: string, bytes: number, type = ''): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

function recorder() {
  const seen: [string, FileStatus][] = [];
  return { seen, report: (side: string, status: FileStatus) => seen.push([side, status]) };
}

const compressToJpeg: UploadSteps['compress'] = async () => new Blob([new Uint8Array(100)], { type: 'image/jpeg' });

describe('uploadDocuments', () => {
  it('compresses images, checks and sends each side, and reports every status on the way', async () => {
    const sent: unknown[] = [];
    const { seen, report } = recorder();
    const done = await uploadDocuments(
      CARD,
      [
        { side: 'front', file: file('front.png', 5000, 'image/png') },
        { side: 'back', file: file('back.pdf', 300, 'application/pdf') },
      ],
      {
        compress: compressToJpeg,
        send: async (fields, bytes) => {
          sent.push({ ...fields, size: bytes.length });
          return { call_type: 1, upload_id: sent.length, status: 'success' };
        },
      },
      report,
    );
    expect(done).toBe(true);
    expect(seen.map(([side, status]) => `${side} ${status.state}`)).toEqual([
      'front pending',
      'back pending',
      'front compressing',
      'front checking',
      'back checking',
      'front submitting',
      'front submitted',
      'back submitting',
      'back submitted',
    ]);
    expect(sent).toEqual([
      {
        document_type: 'national_identity_card',
        document_format: 'JPEG',
        page_type: 'front',
        document_id: 'ID 12_3-4',
        expiration_date: '2099-01-01',
        size: 100,
      },
      {
        document_type: 'national_identity_card',
        document_format: 'PDF',
        page_type: 'back',
        document_id: 'ID 12_3-4',
        expiration_date: '2099-01-01',
        size: 300,
      },
    ]);
  });

  it('sends nothing while a file cannot be read, is of the wrong format or is 8 MB or more', async () => {
    const { seen, report } = recorder();
    let sends = 0;
    const steps: UploadSteps = {
      compress: () => Promise.reject(new Error('not an image')),
      send: async () => {
        sends += 1;
        return { call_type: 1, upload_id: 1, status: 'success' };
      },
    };
    const selfie = { kind: 'selfie', idNumber: '', expiryDate: '' } as const;
    expect(
      await uploadDocuments(selfie, [{ side: 'photo', file: file('me.pdf', 10, 'application/pdf') }], steps, report),
    ).toBe(false);
    expect(await uploadDocuments(selfie, [{ side: 'photo', file: file('broken.png', 10) }], steps, report)).toBe(false);
    const address = { kind: 'proof_of_address', idNumber: '', expiryDate: '' } as const;
    const big = file('bill.pdf', 8 * 1024 * 1024, 'application/pdf');
    expect(await uploadDocuments(address, [{ side: 'document', file: big }], steps, report)).toBe(false);
    expect(sends).toBe(0);
    expect(seen.flatMap(([, status]) => (status.state === 'failed' ? [status.message] : []))).toEqual([
      'Invalid document format.',
      'Unable to read file broken.png',
      'File (bill.pdf) size exceeds the permitted limit. Maximum allowed file size: 8 MB',
    ]);
  });

  it("shows the platform's refusal, or 'Failed' when an answer is not a success, and goes on with the next file", async () => {
    const { seen, report } = recorder();
    const answers = [
      Promise.reject({ code: 'UploadDenied', message: 'Document ID is required.' }),
      Promise.resolve({ call_type: 1, upload_id: 2, status: 'failure' as const }),
    ];
    const done = await uploadDocuments(
      CARD,
      [
        { side: 'front', file: file('front.pdf', 10, 'application/pdf') },
        { side: 'back', file: file('back.pdf', 10, 'application/pdf') },
      ],
      { compress: compressToJpeg, send: () => answers.shift()! },
      report,
    );
    expect(done).toBe(false);
    expect(seen.slice(-3)).toEqual([
      ['front', { state: 'failed', message: 'Document ID is required.' }],
      ['back', { state: 'submitting' }],
      ['back', { state: 'failed', message: 'Failed' }],
    ]);
  });
});
