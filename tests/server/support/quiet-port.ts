/**
 * A port for a program that must listen on the same port again after it stops (a platform
 * server killed and started again behind HAProxy, a restarted bearerbox its phones reconnect to)
 * or that cannot be told to listen on port 0 (HAProxy, Kannel). Taken below the system's range of
 * ephemeral ports, which the outgoing connections of every program on the machine draw their
 * local ports from: a port in that range, let go for the 30 seconds a server is down, could be
 * taken meanwhile by any connection. Below it only a program that binds that very port can.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Where ports are looked for: from here up to the start of the ephemeral range. */
const LOWEST = 20_000;
const ATTEMPTS = 50;

export async function quietPort(): Promise<number> {
  const highest = ephemeralRangeStart() - 1;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (highest - LOWEST));
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port found between ${LOWEST} and ${highest}`);
}

/** The first port of Linux's ephemeral range (32768 unless the machine says otherwise). */
function ephemeralRangeStart(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && low > LOWEST + 1_000) return low;
  } catch {
    // Not Linux: the range IANA recommends starts at 49152.
    return 49_152;
  }
  return 32_768;
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
