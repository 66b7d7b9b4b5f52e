/**
 * An address a test keeps for a server that stops and starts again (an office server going down
 * and coming back): a relay listening on a port of its own, handed out by the system (port 0),
 * that passes each connection on to the server's current port. A server started again listens
 * on port 0 too and the relay follows it, so no test binds a port again after letting it go,
 * when another program may have taken it meanwhile. While no server is there, the relay resets
 * each connection at once: to a client, an address where nothing listens.
 */
import { connect, createServer, type Socket } from 'node:net';

export interface HeldAddress {
  /** http://127.0.0.1:<port>, the same for as long as the test holds it. */
  url: string;
  /** Passes new connections on to the server at this loopback port; null: nothing listens here. */
  forwardTo(port: number | null): void;
  close(): Promise<void>;
}

const LOOPBACK = '127.0.0.1';

export async function holdAddress(): Promise<HeldAddress> {
  let target: number | null = null;
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const relay = createServer((client) => {
    track(client);
    if (target === null) {
      client.resetAndDestroy();
      return;
    }
    const server = connect(target, LOOPBACK);
    track(server);
    client.pipe(server).pipe(client);
    // Either side failing ends the other at once, as the connection itself would end.
    server.once('error', () => client.resetAndDestroy());
    client.once('error', () => server.destroy());
  });
  await new Promise<void>((listening, fail) => {
    relay.once('error', fail);
    relay.listen(0, LOOPBACK, listening);
  });
  const address = relay.address();
  if (typeof address !== 'object' || !address) throw new Error('the relay has no port');
  return {
    url: `http://${LOOPBACK}:${address.port}`,
    forwardTo(port) {
      target = port;
    },
    async close() {
      const closed = new Promise((done) => relay.close(done));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

/** The port of an http://host:port address a server reports. */
export const portOf = (url: string): number => Number(new URL(url).port);
