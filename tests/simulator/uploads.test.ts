import { describe, expect, it } from 'vitest';
import type { Announced, UploadAnnouncement } from '../../simulator/handlers/handler';
import { UploadRegistry } from '../../simulator/transport/uploads';
import { UploadBudget } from '../../simulator/world/upload-budget';

function frame(uploadId: number, chunk: Buffer): Buffer {
  const header = Buffer.alloc(12);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(uploadId, 4);
  header.writeUInt32BE(chunk.length, 8);
  return Buffer.concat([header, chunk]);
}

describe('the upload budget', () => {
  it('sets announced bytes aside until the upload completes, fails or its connection closes', () => {
    const budget = new UploadBudget(100);
    const registry = new UploadRegistry();
    const announcement: UploadAnnouncement = { callType: 1, expectedBytes: 60, budget, complete() {}, fail() {} };
    const idOf = (announced: Announced) => ('id' in announced ? announced.id : 0);
    const first = idOf(registry.announce(announcement));
    expect(registry.announce(announcement)).toEqual({
      refused: 'Too many uploads are in progress. Please try again later.',
    });
    registry.receive(frame(first, Buffer.alloc(61)));
    const second = idOf(registry.announce(announcement));
    expect(second).toBeGreaterThan(0);
    registry.receive(frame(second, Buffer.alloc(60)));
    registry.receive(frame(second, Buffer.alloc(0)));
    expect(budget.reserve(100)).toBe(true);
    budget.release(100);
    registry.announce(announcement);
    registry.clear();
    expect(budget.reserve(100)).toBe(true);
  });
});
