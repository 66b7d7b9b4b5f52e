/**
 * The server's log on stdout: JSON lines (pino's, one object a line) for machines, or a compact
 * line a person reads in a terminal ('10:42:07 200 GET /activities 3.1 ms', 'Code for
 * 971500000001: 1234'). `LOG_FORMAT=pretty|json` chooses; by default a terminal gets the compact
 * lines and anything else (a pipe, a file, a log collector) gets JSON. Both are made from the same
 * records, redacted once (log-redaction.ts).
 */
import type { FastifyServerOptions } from 'fastify';
import { logSerializers } from './log-redaction';

export const LOG_FORMATS = ['pretty', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export function logFormatFromEnv(env: NodeJS.ProcessEnv, stdoutIsTerminal: boolean): LogFormat {
  const raw = env.LOG_FORMAT?.trim();
  if (!raw) return stdoutIsTerminal ? 'pretty' : 'json';
  if ((LOG_FORMATS as readonly string[]).includes(raw)) return raw as LogFormat;
  throw new Error(`LOG_FORMAT must be ${LOG_FORMATS.join(' or ')}, not "${raw}".`);
}

/** What of pino's records the compact format reads. */
interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
}

const LEVEL_NAMES: Readonly<Record<number, string>> = { 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

const clockOf = (time: number | undefined) => new Date(time ?? Date.now()).toTimeString().slice(0, 8);

/**
 * Turns pino's JSON lines into compact ones. A request is one line, written when it completes
 * (pino logs its method and address when it comes in, its status when it is answered: the two
 * are joined by the request's id). A plain message (the outbox's codes) is its own line as it is.
 */
export class CompactLogFormatter {
  /** `GET /activities` of each request that came in and is not answered yet. */
  private readonly pending = new Map<string, string>();

  /** The line for one JSON record, or null when it says nothing yet (a request that came in). */
  format(line: string): string | null {
    let record: LogRecord;
    try {
      record = JSON.parse(line) as LogRecord;
    } catch {
      return line.trimEnd();
    }
    const level = record.level ?? 30;
    if (record.req && record.reqId !== undefined) {
      this.pending.set(record.reqId, `${record.req.method ?? '?'} ${record.req.url ?? '?'}`);
      return null;
    }
    if (record.res && record.reqId !== undefined) {
      const request = this.pending.get(record.reqId) ?? `request ${record.reqId}`;
      this.pending.delete(record.reqId);
      const took = record.responseTime === undefined ? '' : ` ${record.responseTime.toFixed(1)} ms`;
      return `${clockOf(record.time)} ${record.res.statusCode ?? '?'} ${request}${took}`;
    }
    const levelName = LEVEL_NAMES[level];
    const message = record.msg ?? '';
    if (!levelName) return message;
    const error = record.err ? `\n${record.err.stack ?? record.err.message ?? ''}` : '';
    return `${clockOf(record.time)} ${levelName} ${message}${error}`;
  }
}

/** A pino destination writing the compact lines to `out`. */
export function compactLogStream(out: { write(text: string): unknown }) {
  const formatter = new CompactLogFormatter();
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) {
        if (!line) continue;
        const text = formatter.format(line);
        if (text !== null) out.write(`${text}\n`);
      }
    },
  };
}

/** Fastify's `logger` option for a server that logs in `format` on `out` (default stdout). */
export function loggerOptions(format: LogFormat, out?: { write(text: string): unknown }): FastifyServerOptions['logger'] {
  const common = { level: 'info', serializers: logSerializers };
  if (format === 'json') return out ? { ...common, stream: out } : common;
  return { ...common, stream: compactLogStream(out ?? process.stdout) };
}
