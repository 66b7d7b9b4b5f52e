/**
 * Whether an error says the database could not be reached, or went away in the middle of a query
 * (PostgreSQL restarting, shutting down or failing over; the connection refused or cut), rather
 * than that the query itself failed. The first is worth trying again once the database is back:
 * the pool of db/database.ts opens new connections by itself. The second would fail again.
 */

/** Socket errors of a connection refused, cut or timed out. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/**
 * PostgreSQL's own: class 08 (connection exception), 57P01 admin_shutdown (a fast or smart
 * shutdown ended the session), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or
 * shutting down).
 */
const AWAY_SQLSTATES = /^(08...|57P0[123])$/;
/** What node-postgres says when the server closed a connection without an error message. */
const CONNECTION_ENDED = /Connection terminated|connection is closed|Client has encountered a connection error/i;

export function isDatabaseAway(error: unknown): boolean {
  // Drizzle wraps the driver's error (`cause`); look through a few layers.
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || AWAY_SQLSTATES.test(code))) return true;
    if (typeof message === 'string' && CONNECTION_ENDED.test(message)) return true;
    current = cause;
  }
  return false;
}

/**
 * Runs `attempt` until it succeeds, waiting `delayMs` after each failure `mayRetry` accepts (the
 * caller's rule: the database away, and its own limits); any other failure is thrown. A job that
 * only reads until one last transaction can so outlast a restart of PostgreSQL. `attempt` is told
 * which try it is (0 first).
 */
export async function retryWhileDatabaseAway<T>(attempt: (tries: number) => Promise<T>, options: { mayRetry(error: unknown): boolean; delayMs: number }): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt(tries);
    } catch (error) {
      if (!options.mayRetry(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    }
  }
}
