/**
 * When the top bar says that a publication it started failed (features/publishing/
 * publicationOutcome.ts): once the status no longer says it runs, and only for a failure
 * recorded since it started (an older one is not this publication's).
 */
import { describe, expect, it } from 'vitest';
import type { SnapshotState } from '../../src/shared/entities/publishing';
import { publicationOutcome } from '../../src/renderer/src/features/publishing/publicationOutcome';

const startedAt = '2026-11-24T10:00:00.000Z';
const state = (changes: Partial<SnapshotState>): SnapshotState => ({
  lastPublishedAt: '2026-11-23T09:00:00.000Z',
  unpublishedChanges: false,
  running: false,
  lastFailure: null,
  ...changes,
});

describe('publicationOutcome', () => {
  it('waits while the publication runs', () => {
    expect(publicationOutcome(startedAt, state({ running: true }))).toBeUndefined();
    expect(publicationOutcome(startedAt, state({ running: true, lastFailure: { at: '2026-11-24T10:00:01.000Z', message: 'x' } }))).toBeUndefined();
  });

  it('ends without a failure once it no longer runs and nothing failed since it started', () => {
    expect(publicationOutcome(startedAt, state({ lastPublishedAt: '2026-11-24T10:00:02.000Z' }))).toBeNull();
    expect(publicationOutcome(startedAt, state({ lastFailure: { at: '2026-11-24T09:59:59.000Z', message: 'an older failure' } }))).toBeNull();
  });

  it('ends with the failure recorded since it started', () => {
    const failure = { at: '2026-11-24T10:00:03.000Z', message: 'The database went away.' };
    expect(publicationOutcome(startedAt, state({ lastFailure: failure }))).toEqual(failure);
    // Times written with another offset compare as moments.
    expect(publicationOutcome('2026-11-24T14:00:00+04:00', state({ lastFailure: failure }))).toEqual(failure);
  });
});
