/**
 * Rehearsals: requests the server's warm-up makes to itself so that a route's first real request
 * finds the route's code already run (warm-up/rehearsed-requests.ts). They never cross a socket:
 * the warm-up hands the server a connection made in this process, marked with this symbol, which
 * nothing outside the process can set on a connection. The auth guard lets a rehearsal through
 * without a session, as it does a public route (`request.auth` stays null). Only requests that
 * change nothing are rehearsed: reads, a save with a stale version (409), an upload (the upload
 * route stores a rehearsal's image in a folder of its own, removed at once).
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

const REHEARSAL = Symbol('rehearsal');

type Marked = Duplex & { [REHEARSAL]?: true };

export function markAsRehearsal(connection: Duplex): void {
  (connection as Marked)[REHEARSAL] = true;
}

export function isRehearsal(raw: IncomingMessage): boolean {
  return (raw.socket as Marked | null)?.[REHEARSAL] === true;
}
