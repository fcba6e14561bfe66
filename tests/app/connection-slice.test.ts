import { describe, expect, it } from 'vitest';
import {
  browserOnlineChanged,
  canTrade,
  connectionChanged,
  connectionSlice,
  isConnectionLost,
  networkStatusOf,
  type ConnectionState,
} from '../../src/api/connection-slice';
import type { ConnectionStatus } from '../../src/api/socket/socket-client';

const after = (...statuses: ConnectionStatus[]): ConnectionState =>
  statuses.reduce(
    (state, status) => connectionSlice.reducer(state, connectionChanged(status)),
    connectionSlice.reducer(undefined, { type: 'init' }),
  );

describe('the connection as the notices and the price boxes read it', () => {
  it('is no error while the app first connects', () => {
    expect(isConnectionLost(after('connecting'))).toBe(false);
    expect(networkStatusOf(after('connecting'))).toBe('connecting');
  });

  it('is lost when the first socket never opens (it timed out), and stays lost while reconnecting', () => {
    expect(isConnectionLost(after('connecting', 'closed'))).toBe(true);
    expect(networkStatusOf(after('connecting', 'closed'))).toBe('offline');
    expect(isConnectionLost(after('connecting', 'closed', 'connecting'))).toBe(true);
    expect(isConnectionLost(after('connecting', 'closed', 'connecting', 'open'))).toBe(false);
  });

  it('offers a purchase only on an open socket in an online browser', () => {
    expect(canTrade(after('connecting', 'open'))).toBe(true);
    expect(canTrade(after('connecting'))).toBe(false);
    expect(canTrade(after('connecting', 'open', 'closed'))).toBe(false);
    const offline = connectionSlice.reducer(after('connecting', 'open'), browserOnlineChanged(false));
    expect(canTrade(offline)).toBe(false);
    expect(isConnectionLost(offline)).toBe(true);
  });
});
