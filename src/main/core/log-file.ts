/**
 * The desktop app's log files, in `<userData>/logs/`: what main and the local server say, one
 * line each, for the office's support person to read. Files rotate by size and only the newest
 * few are kept, so an app left open for months does not fill the disk. Every line is redacted
 * first: a log file is sent around by e-mail, so it must hold no session, code or personal data.
 */
import { appendFileSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const LOGS_FOLDER_NAME = 'logs';
export const DEFAULT_MAX_LOG_BYTES = 1024 * 1024;
export const DEFAULT_KEPT_LOG_FILES = 5;

const REDACTED = '[redacted]';

/** Each rule masks one kind of secret or personal datum; the order matters (codes before phone numbers). */
const redactionRules: Array<[pattern: RegExp, replacement: string]> = [
  // The dev outbox's sign-in code line: `Code for 971500000001: 1234`.
  [/\bCode for \S+: *\S+/gi, `Code for ${REDACTED}: ${REDACTED}`],
  [/\bBearer\s+[\w.~+/=-]+/gi, `Bearer ${REDACTED}`],
  // Session and credential fields, as JSON (`"access_token":"…"`), a query or form (`access_token=…`) or a header (`X-Object-Id: …`).
  [
    /(["']?\b(?:access_token|refresh_token|id_token|sessionToken|session_token|token|password|x-object-id|authorization|cookie|set-cookie)\b["']?\s*[:=]\s*)("[^"]*"|'[^']*'|[^\s&,;}]+)/gi,
    `$1${REDACTED}`,
  ],
  // A one-time code in a body or query (`"code":"1234"`, `otp=1234`); an error code such as ERR_… stays.
  [/(["']?\b(?:code|otp)\b["']?\s*[:=]\s*["']?)\d{3,10}\b/gi, `$1${REDACTED}`],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  // Phone numbers: an international one (+971 50 123 4567, 00971…) or a run of 8 to 15 digits
  // standing alone; times (10:42:07), versions (1.2.3) and ports are not runs of that length.
  [/(?:\+|\b00)\d[\d -]{6,16}\d\b/g, '[phone]'],
  [/(?<![\w.:-])\d{8,15}(?![\w.:-])/g, '[phone]'],
];

/** The line with every token, code, e-mail and phone number masked. */
export function redactLogText(text: string): string {
  return redactionRules.reduce((line, [pattern, replacement]) => line.replace(pattern, replacement), text);
}

export interface RotatingLogOptions {
  /** `<userData>/logs`; created when missing. */
  dir: string;
  fileName?: string;
  /** A file is rotated before a line would take it past this size. */
  maxBytes?: number;
  /** How many files are kept in all: `main.log` and `main.log.1` … `main.log.<keep - 1>`. */
  keepFiles?: number;
  now?: () => Date;
}

export interface RotatingLog {
  readonly dir: string;
  readonly filePath: string;
  /** Appends one redacted line per line of `text`, prefixed with the time and who said it. */
  write(source: string, text: string): void;
}

function fileSize(filePath: string): number {
  try {
    return statSync(filePath).size;
  } catch {
    return 0;
  }
}

export function createRotatingLog({
  dir,
  fileName = 'main.log',
  maxBytes = DEFAULT_MAX_LOG_BYTES,
  keepFiles = DEFAULT_KEPT_LOG_FILES,
  now = () => new Date(),
}: RotatingLogOptions): RotatingLog {
  const filePath = join(dir, fileName);
  const rotatedPath = (index: number) => `${filePath}.${index}`;
  mkdirSync(dir, { recursive: true });
  let size = fileSize(filePath);

  const rotate = () => {
    rmSync(rotatedPath(keepFiles - 1), { force: true });
    for (let index = keepFiles - 2; index >= 1; index -= 1) {
      if (fileSize(rotatedPath(index)) > 0) renameSync(rotatedPath(index), rotatedPath(index + 1));
    }
    if (keepFiles > 1) renameSync(filePath, rotatedPath(1));
    else rmSync(filePath, { force: true });
    size = 0;
  };

  return {
    dir,
    filePath,
    write(source, text) {
      const time = now().toISOString();
      const lines = text
        .split(/\r?\n/)
        .filter((line) => line.trim() !== '')
        .map((line) => `${time} [${source}] ${redactLogText(line)}\n`);
      for (const line of lines) {
        const bytes = Buffer.byteLength(line);
        if (size > 0 && size + bytes > maxBytes) rotate();
        appendFileSync(filePath, line);
        size += bytes;
      }
    },
  };
}

/**
 * Cuts a stream's chunks into whole lines: a child's output arrives in pieces that need not end
 * at a line break. `end()` hands over what is left without one.
 */
export function createLineSplitter(onLine: (line: string) => void): { push(chunk: string): void; end(): void } {
  let pending = '';
  return {
    push(chunk) {
      const parts = (pending + chunk).split(/\r?\n/);
      pending = parts.pop() ?? '';
      for (const line of parts) onLine(line);
    },
    end() {
      if (pending) onLine(pending);
      pending = '';
    },
  };
}
