/**
 * Whether a publication this app started (or joined) has ended, and how, from the status the
 * top bar polls: the status does not name publications, so a failure recorded at or after the
 * start is this publication's.
 */
import type { PublishFailure, SnapshotState } from '../../../../shared/entities/publishing';

/** undefined: still running; null: ended without failing; else the failure. */
export function publicationOutcome(startedAt: string, state: SnapshotState): PublishFailure | null | undefined {
  if (state.running) return undefined;
  const failure = state.lastFailure;
  return failure && Date.parse(failure.at) >= Date.parse(startedAt) ? failure : null;
}
