/**
 * Group commit for the SMS intake. Each `storeMessages` call is one commit, and on PostgreSQL a
 * commit waits for its WAL flush (milliseconds): with many gateways posting a message each, those
 * flushes, not the work, would limit the intake. So the messages of concurrent requests are
 * stored together, with one call, and each request gets its own messages' results back.
 *
 * No fixed delay: a few batches are stored at once, and requests arriving meanwhile gather into
 * the next batch (up to a full batch of messages). An idle server stores a request at once; a
 * busy one makes batches as large as the load, each request waiting at most about one batch
 * longer. A fixed gathering delay would both slow the idle case and gather too little when
 * requests are slow to arrive.
 *
 * Requests stored together behave exactly as concurrent ones do: the first copy of an operator
 * message id is stored and later copies are duplicates, whichever request they came in; a batch
 * that fails fails every request in it (none is answered as if its messages were kept).
 */
import { SMS_BATCH_MAX, type InboundSms, type SmsMessageResult } from '../../../shared/entities/sms';
import type { SmsSource } from './store-messages';

/** Batches stored at once: a few, so the database works in parallel and connections stay free for other requests. */
export const INTAKE_CONCURRENT_BATCHES = 3;

export interface IntakeBatcherOptions {
  /** Stores one batch: a result per message, in their order. */
  store(messages: readonly InboundSms[], source: SmsSource): Promise<SmsMessageResult[]>;
  concurrentBatches?: number;
  /** A batch takes no more requests once it has this many messages; a larger request is a batch of its own. */
  maxMessages?: number;
}

export interface IntakeBatcher {
  /** The results of these messages (`index`: the position in `messages`), once their batch is stored. */
  submit(messages: readonly InboundSms[], source: SmsSource): Promise<SmsMessageResult[]>;
  /** Stores every batch waiting, and resolves once all are settled. */
  flush(): Promise<void>;
}

interface Request {
  messages: readonly InboundSms[];
  resolve(results: SmsMessageResult[]): void;
  reject(error: unknown): void;
}

/** A stored message records where it came from, so a batch has one source. */
interface Batch {
  source: SmsSource;
  requests: Request[];
  size: number;
}

export function createIntakeBatcher(options: IntakeBatcherOptions): IntakeBatcher {
  const concurrentBatches = options.concurrentBatches ?? INTAKE_CONCURRENT_BATCHES;
  const maxMessages = options.maxMessages ?? SMS_BATCH_MAX;
  const waiting: Batch[] = [];
  const underWay = new Set<Promise<void>>();
  let startScheduled = false;

  function startBatches(): void {
    startScheduled = false;
    while (underWay.size < concurrentBatches && waiting.length > 0) {
      const batch = waiting.shift()!;
      const stored: Promise<void> = storeBatch(batch).finally(() => {
        underWay.delete(stored);
        startBatches();
      });
      underWay.add(stored);
    }
  }

  async function storeBatch(batch: Batch): Promise<void> {
    let results: SmsMessageResult[];
    try {
      results = await options.store(
        batch.requests.flatMap((request) => request.messages),
        batch.source,
      );
    } catch (error) {
      for (const request of batch.requests) request.reject(error);
      return;
    }
    let offset = 0;
    for (const request of batch.requests) {
      const own = results.slice(offset, offset + request.messages.length);
      request.resolve(own.map((result, index) => ({ ...result, index })));
      offset += request.messages.length;
    }
  }

  return {
    submit(messages, source) {
      if (messages.length === 0) return Promise.resolve([]);
      return new Promise<SmsMessageResult[]>((resolve, reject) => {
        const open = waiting.findLast((batch) => batch.source === source);
        const batch = open && open.size + messages.length <= maxMessages ? open : { source, requests: [], size: 0 };
        if (batch !== open) waiting.push(batch);
        batch.requests.push({ messages, resolve, reject });
        batch.size += messages.length;
        // Started after the requests that arrived together (same turn of the event loop) have joined.
        if (!startScheduled) {
          startScheduled = true;
          setImmediate(startBatches);
        }
      });
    },
    async flush() {
      startBatches();
      while (underWay.size > 0) await Promise.all([...underWay]);
    },
  };
}
