/**
 * The renderer's side of the drafts journal: a form's draft sent to main (`drafts:put`) or removed
 * (`drafts:delete`), one call at a time per draft. Calls of one draft go out in order and only the
 * newest of those waiting is sent, so a slow answer never lets older values land after newer ones,
 * and a remove after a save is never undone by a write still on its way.
 *
 * A read (`getDraft`) waits for the calls of its draft on their way, so a form opened right after a
 * save (the keywords' inline form, mounted afresh) never reads the draft its save is removing.
 *
 * A failure is not the form's business (the form itself is what counts): it is logged and the next
 * change tries again.
 */
import type { Draft, IpcArgs } from '../../../../../shared/ipc';
import { MAX_RESOURCE_BODY_BYTES } from '../../../../../shared/limits';
import { call } from '../../../api/backoffice';

export type DraftPut = IpcArgs<'drafts:put'>;

type Operation = { kind: 'put'; args: DraftPut } | { kind: 'delete'; key: string };

interface Queue {
  running: Promise<void> | null;
  next: Operation | null;
}

const queues = new Map<string, Queue>();

async function send(operation: Operation): Promise<void> {
  try {
    if (operation.kind === 'put') await call('drafts:put', operation.args);
    else await call('drafts:delete', { key: operation.key });
  } catch (error) {
    console.warn('[drafts]', operation.kind, error);
  }
}

function enqueue(key: string, operation: Operation): Promise<void> {
  let queue = queues.get(key);
  if (!queue) {
    queue = { running: null, next: null };
    queues.set(key, queue);
  }
  queue.next = operation;
  if (!queue.running) {
    const current = queue;
    current.running = (async () => {
      while (current.next) {
        const next = current.next;
        current.next = null;
        await send(next);
      }
      current.running = null;
      queues.delete(key);
    })();
  }
  return queue.running!;
}

/** The values as JSON keeps them (no `undefined`, no files); null when they are too large to keep. */
export function draftValuesOf(values: unknown): Record<string, unknown> | null {
  const text = JSON.stringify(values ?? {});
  if (new TextEncoder().encode(text).length > MAX_RESOURCE_BODY_BYTES) return null;
  return JSON.parse(text) as Record<string, unknown>;
}

/** Keeps the draft (after whatever of this draft is on its way); resolves once sent. */
export function putDraft(args: DraftPut): Promise<void> {
  return enqueue(args.key, { kind: 'put', args });
}

/** Removes the draft (after whatever of this draft is on its way); resolves once done. */
export function deleteDraft(key: string): Promise<void> {
  return enqueue(key, { kind: 'delete', key });
}

/** The draft kept under `key`, read once every call of it on its way has been answered. */
export async function getDraft(key: string): Promise<Draft | null> {
  await draftSettled(key);
  return call('drafts:get', { key });
}

/** Resolves when nothing of this draft is on its way. */
export function draftSettled(key: string): Promise<void> {
  return queues.get(key)?.running ?? Promise.resolve();
}
