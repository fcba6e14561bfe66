import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Then, When } from '@cucumber/cucumber';
import { AUTHENTICATE_PATH, authenticatePage } from '../pages/authenticate';
import { expectCount, expectPage, expectText, failExpectation } from '../support/expectations';
import { jpegSize, sentUpload, type SentUpload } from '../support/sent-uploads';
import type { ScenarioWorld } from '../support/world';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');
const CHUNK_BYTES = 16_384;

/** The page_type the page sends for the file control of each label (a proof of address has none). */
const PAGE_TYPES: Record<string, string | undefined> = {
  'Front Side': 'front',
  'Reverse Side': 'back',
  Photo: 'photo',
  Document: undefined,
};

function pageTypeOf(side: string): string | undefined {
  if (!Object.hasOwn(PAGE_TYPES, side)) throw new Error(`no file control "${side}"`);
  return PAGE_TYPES[side];
}

/** The file the page sent for `side`, once its frames have gone. */
async function uploadOf(world: ScenarioWorld, side: string): Promise<SentUpload> {
  const pageType = pageTypeOf(side);
  return expectPage(
    world.page,
    async () => sentUpload(world.page, (request) => request.page_type === pageType),
    (upload) => upload !== undefined && upload.chunks.length > 0,
    () => `the page sent no file for the ${side}`,
  ) as Promise<SentUpload>;
}

When('I open the authenticate page', async function (this: ScenarioWorld) {
  await this.page.goto(this.appUrl(AUTHENTICATE_PATH));
});

When('I choose the document {string}', async function (this: ScenarioWorld, label: string) {
  await authenticatePage(this.page).documentType.selectOption({ label });
});

When('I enter the ID number {string}', async function (this: ScenarioWorld, idNumber: string) {
  await authenticatePage(this.page).idNumber.fill(idNumber);
});

When('I enter the expiry date {string}', async function (this: ScenarioWorld, date: string) {
  await authenticatePage(this.page).expiryDate.fill(date);
});

When('I attach {string} as the {string}', async function (this: ScenarioWorld, fixture: string, side: string) {
  await authenticatePage(this.page).file(side).setInputFiles(join(FIXTURES, fixture));
});

When(
  'I attach a {int} MB PDF {string} as the {string}',
  async function (this: ScenarioWorld, megabytes: number, name: string, side: string) {
    const buffer = Buffer.alloc(megabytes * 1024 * 1024, 0x20);
    buffer.write('%PDF-1.4\n');
    await authenticatePage(this.page).file(side).setInputFiles({ name, mimeType: 'application/pdf', buffer });
  },
);

When(
  'I attach {string}, which is no image, as the {string}',
  async function (this: ScenarioWorld, name: string, side: string) {
    const buffer = Buffer.from('These bytes are text, not an image.');
    await authenticatePage(this.page).file(side).setInputFiles({ name, mimeType: 'image/png', buffer });
  },
);

When('I submit the documents', async function (this: ScenarioWorld) {
  await authenticatePage(this.page).submit.click();
});

Then('the file of the {string} shows {string}', async function (this: ScenarioWorld, side: string, status: string) {
  await expectText(authenticatePage(this.page).fileStatus(side), status);
});

Then('the field {string} says {string}', async function (this: ScenarioWorld, label: string, message: string) {
  await expectText(authenticatePage(this.page).fieldError(label), message);
});

Then('the authenticate page says {string}', async function (this: ScenarioWorld, message: string) {
  const { unavailable, review, success } = authenticatePage(this.page);
  await expectCount(unavailable.or(review).or(success).filter({ hasText: message }), 1);
});

Then('the authenticate page does not say {string} yet', async function (this: ScenarioWorld, message: string) {
  await expectCount(this.page.locator('main').getByText(message), 0);
});

Then(
  'the page sent the {string} file as a JPEG image {int} px wide',
  async function (this: ScenarioWorld, side: string, width: number) {
    const upload = await uploadOf(this, side);
    const size = jpegSize(Buffer.concat(upload.chunks));
    if (size?.width !== width)
      await failExpectation(this.page, `the ${side} file sent is ${size ? `a JPEG ${size.width} px wide` : 'no JPEG'}`);
  },
);

Then(
  'the page sent the {string} file as {string}, unchanged',
  async function (this: ScenarioWorld, side: string, fixture: string) {
    const upload = await uploadOf(this, side);
    if (!Buffer.concat(upload.chunks).equals(readFileSync(join(FIXTURES, fixture))))
      await failExpectation(this.page, `the ${side} file sent differs from ${fixture}`);
  },
);

Then(
  'account {string} received the {string} file whole, in chunks of 16384 bytes, with a matching checksum',
  async function (this: ScenarioWorld, loginid: string, side: string) {
    const upload = await uploadOf(this, side);
    const bytes = Buffer.concat(upload.chunks);
    const expected = {
      size: bytes.length,
      chunks: Math.ceil(bytes.length / CHUNK_BYTES),
      checksum: createHash('sha1').update(bytes).digest('hex'),
    };
    const fullChunks = upload.chunks.slice(0, -1).every((chunk) => chunk.length === CHUNK_BYTES);
    await expectPage(
      this.page,
      async () =>
        (await this.control.documents(this.worldId, loginid)).find((each) => each.upload_id === upload.uploadId),
      (document) =>
        fullChunks &&
        document?.size === expected.size &&
        document.chunks === expected.chunks &&
        document.checksum === expected.checksum,
      (document) =>
        `the page sent ${upload.chunks.length} chunks (${JSON.stringify(expected)}); the platform holds ${JSON.stringify(document)}`,
    );
  },
);
