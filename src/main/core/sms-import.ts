/**
 * `sms:import`: an operator statement CSV (spec: back-filling a period when the gateway was
 * down). The renderer reads the file the user picked and hands it over piece by piece, the way
 * an image reaches `media:upload`, in both hosts; main reads the pieces as a stream of CSV
 * records and posts their messages to the admin route `POST /sms/import` in batches, so a large
 * statement is never held whole. The server applies the gateway's rules and idempotency; each
 * call answers the counts so far (the screen's progress), the last one the final counts.
 * A line that is not a well-formed row of the documented columns is refused with its line
 * number, and the import goes on.
 */
import { endpointRequest, endpoints } from '../../shared/endpoints';
import { SMS_IMPORT_COLUMNS, smsIntakeResponseSchema } from '../../shared/entities/sms';
import type { SmsImportProgress, SmsImportRefusal } from '../../shared/ipc';
import { SMS_IMPORT_REFUSED_LISTED } from '../../shared/limits';
import { ApiError, type ApiClient } from './api-client';
import { createCsvRecordReader, type CsvRecord, type CsvRecordReader } from './csv-records';
import type { IpcHandlers } from './ipc-handlers';

/** Messages per `POST /sms/import` request. */
export const SMS_IMPORT_BATCH = 500;
/** A batch of 500 is one transaction on the server; give it room on a busy database. */
const IMPORT_REQUEST_TIMEOUT_MS = 60_000;
/** Imports left half-way (the window closed) are forgotten once this many newer ones started. */
const MAX_OPEN_IMPORTS = 4;

export interface SmsImportDeps {
  api: ApiClient;
}

interface PendingRow {
  line: number;
  message: Record<string, string>;
}

interface OpenImport {
  reader: CsvRecordReader;
  headerRead: boolean;
  pending: PendingRow[];
  progress: SmsImportProgress;
  /** Pieces of one import are handled one after the other. */
  queue: Promise<unknown>;
}

const headerError = () =>
  new ApiError({
    code: 'validation',
    message: `The file's first line must name the columns ${SMS_IMPORT_COLUMNS.join(',')}.`,
    fields: { file: 'validation.smsImportHeader' },
  });

function isImportHeader(fields: readonly string[]): boolean {
  return fields.length === SMS_IMPORT_COLUMNS.length && fields.every((name, index) => name.trim().toLowerCase() === SMS_IMPORT_COLUMNS[index]);
}

function refuse(progress: SmsImportProgress, refusal: SmsImportRefusal): void {
  progress.refused += 1;
  if (progress.refusedRows.length < SMS_IMPORT_REFUSED_LISTED) progress.refusedRows.push(refusal);
}

/** A copy for the renderer, refused rows in the file's order (a batch's refusals come back after later lines were read). */
const snapshot = (progress: SmsImportProgress): SmsImportProgress => ({ ...progress, refusedRows: [...progress.refusedRows].sort((a, b) => a.line - b.line) });

export function createSmsImportHandler({ api }: SmsImportDeps): Pick<IpcHandlers, 'sms:import'> {
  const imports = new Map<string, OpenImport>();

  async function postBatch(open: OpenImport): Promise<void> {
    const batch = open.pending.splice(0, SMS_IMPORT_BATCH);
    if (batch.length === 0) return;
    const answer = await api.request({
      ...endpointRequest(endpoints.smsImport),
      body: { messages: batch.map(({ message }) => message) },
      schema: smsIntakeResponseSchema,
      timeoutMs: IMPORT_REQUEST_TIMEOUT_MS,
    });
    open.progress.added += answer.stored;
    open.progress.alreadyPresent += answer.duplicates;
    for (const result of answer.results) {
      if (result.status !== 'refused') continue;
      refuse(open.progress, { line: batch[result.index]?.line ?? 0, fields: result.fields ?? { message: 'validation.invalid' } });
    }
  }

  async function take(open: OpenImport, records: CsvRecord[]): Promise<void> {
    for (const record of records) {
      if (!open.headerRead) {
        if ('error' in record || !isImportHeader(record.fields)) throw headerError();
        open.headerRead = true;
        continue;
      }
      open.progress.rows += 1;
      if ('error' in record) {
        refuse(open.progress, { line: record.line, fields: { line: 'validation.smsImportLine' } });
      } else if (record.fields.length !== SMS_IMPORT_COLUMNS.length) {
        refuse(open.progress, { line: record.line, fields: { line: 'validation.smsImportColumns' } });
      } else {
        const message = Object.fromEntries(SMS_IMPORT_COLUMNS.map((name, index) => [name, record.fields[index]!]));
        open.pending.push({ line: record.line, message });
        if (open.pending.length >= SMS_IMPORT_BATCH) await postBatch(open);
      }
    }
  }

  function start(importId: string): OpenImport {
    imports.delete(importId);
    while (imports.size >= MAX_OPEN_IMPORTS) imports.delete(imports.keys().next().value!);
    const open: OpenImport = {
      reader: createCsvRecordReader(),
      headerRead: false,
      pending: [],
      progress: { rows: 0, added: 0, alreadyPresent: 0, refused: 0, refusedRows: [], done: false },
      queue: Promise.resolve(),
    };
    imports.set(importId, open);
    return open;
  }

  async function handlePiece(importId: string, open: OpenImport, part: string, last: boolean): Promise<SmsImportProgress> {
    try {
      await take(open, open.reader.push(part));
      if (last) {
        await take(open, open.reader.end());
        if (!open.headerRead) throw headerError();
        while (open.pending.length > 0) await postBatch(open);
        open.progress.done = true;
        imports.delete(importId);
      }
      return snapshot(open.progress);
    } catch (error) {
      // A refused file or a failed request ends the import; what was sent before stays imported.
      imports.delete(importId);
      throw error;
    }
  }

  return {
    async 'sms:import'({ importId, first, last, part }) {
      const open = first ? start(importId) : imports.get(importId);
      if (!open) throw new ApiError({ code: 'notFound', message: 'This import is no longer under way; choose the file again.' });
      const result = open.queue.then(() => handlePiece(importId, open, part, last));
      open.queue = result.catch(() => undefined);
      return result;
    },
  };
}
