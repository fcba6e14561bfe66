/** A live client connection of a world, as the transport registers it. */
export interface LiveConnection {
  id: string;
  close(code: number, reason: string): void;
}

/** WebSocket close code 1012, "Service Restart": the client should reconnect. */
const SERVICE_RESTART = 1012;

/** The connections of a world: the transport adds and removes its sessions. */
export class Connections extends Set<LiveConnection> {
  /** Closes every connection (they may reconnect) and forgets them; returns how many there were. */
  dropAll(reason = 'Service Restart'): number {
    const all = [...this];
    this.clear();
    for (const connection of all) connection.close(SERVICE_RESTART, reason);
    return all.length;
  }
}
