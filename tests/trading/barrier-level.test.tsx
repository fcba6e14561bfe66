// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { SocketClient } from '../../src/api/socket/socket-client';
import { createAppStore } from '../../src/app/store';
import { BarrierLevel } from '../../src/features/trading/components/BarrierLevel';
import { ScriptedServer } from '../support/scripted-server';

afterEach(cleanup);

const tick = (quote: number) => ({ msg_type: 'tick', tick: { symbol: 'R_100', quote, epoch: 1, pip_size: 2 } });

function renderLevel(props: { barrier: string; daily: boolean }) {
  const server = new ScriptedServer((request) => {
    if (request.ticks !== undefined) return tick(1000.25);
    throw { code: 'UnrecognisedRequest', message: 'Unrecognised request.' };
  });
  const store = createAppStore({
    socket: new SocketClient({ url: 'ws://scripted', createSocket: server.createSocket }),
  });
  render(
    <Provider store={store}>
      <BarrierLevel symbol="R_100" heldSpot={{ quote: 990, decimals: 2 }} testId="level" {...props} />
    </Provider>,
  );
  return server;
}

describe('the level beside an offset barrier', () => {
  it('is indicative for an intraday contract and moves with the spot', async () => {
    const server = renderLevel({ barrier: '+1.5', daily: false });
    expect((await screen.findByTestId('level')).textContent).toBe('≈ 1001.75');
    act(() => server.push((request) => request.ticks !== undefined, tick(1002)));
    await waitFor(() => expect(screen.getByTestId('level').textContent).toBe('≈ 1003.50'));
  });

  it('is the level a daily contract is priced at, from the held spot', () => {
    renderLevel({ barrier: '-2', daily: true });
    expect(screen.getByTestId('level').textContent).toBe('= 988.00');
  });

  it('is not shown for an absolute barrier or an invalid one', () => {
    renderLevel({ barrier: '1001', daily: true });
    expect(screen.queryByTestId('level')).toBeNull();
    cleanup();
    renderLevel({ barrier: '+0', daily: true });
    expect(screen.queryByTestId('level')).toBeNull();
  });
});
