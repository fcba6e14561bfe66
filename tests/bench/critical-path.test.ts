import { describe, expect, it } from 'vitest';
import { criticalPath, type FrameRecord } from '../../bench/critical-path';

const sent = (at: number, call: string): FrameRecord => ({ at, direction: 'sent', call });
const received = (at: number, call: string): FrameRecord => ({ at, direction: 'received', call });

describe("the first price's critical path", () => {
  it('counts as idle each wait of a request after what it needs had arrived', () => {
    const path = criticalPath({
      socketOpen: 100,
      frames: [
        sent(101, 'website_status'),
        received(120, 'website_status'),
        sent(300, 'active_symbols'),
        received(320, 'active_symbols'),
        sent(330, 'contracts_for'),
        received(360, 'contracts_for'),
        sent(1360, 'proposal'),
        sent(1361, 'proposal'),
        received(1380, 'proposal'),
      ],
      priceDrawn: 1400,
    });
    expect(path).toMatchObject({
      activeSymbolsSent: 300,
      proposalSent: 1360,
      proposalReceived: 1380,
      priceDrawn: 1400,
    });
    expect(path?.idle).toBe(200 + 10 + 1000);
  });

  it('counts no idle time for a request that left before what the path needs arrived', () => {
    const path = criticalPath({
      socketOpen: 100,
      frames: [
        sent(100, 'active_symbols'),
        sent(101, 'contracts_for'),
        received(110, 'website_status'),
        received(120, 'active_symbols'),
        received(150, 'contracts_for'),
        sent(152, 'proposal'),
        received(170, 'proposal'),
      ],
      priceDrawn: 175,
    });
    expect(path?.idle).toBe(2);
  });

  it('is not given when a milestone is missing', () => {
    expect(criticalPath({ socketOpen: 100, frames: [sent(100, 'active_symbols')] })).toBeUndefined();
  });
});
