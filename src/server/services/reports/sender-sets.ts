/**
 * Sets of senders, for the Unique Messages figure. Counts and sums of a period add up from the
 * daily figures, but distinct senders do not (a donor who gives on two days is one sender of
 * the period), so every (day, organization, keyword) keeps the set of its senders' dense ids as
 * a compressed roaring bitmap, and a report takes the size of the union of the sets it covers:
 * exact, and a month of millions of senders is a few megabytes to read.
 *
 * Stored in roaring's portable serialization (the one its Java, Go and C ports all read).
 * Bitmaps live in WebAssembly memory that the garbage collector does not free: every bitmap is
 * made inside `withSenderSets`, which disposes all of them when its work returns or throws.
 */
import { RoaringBitmap32 } from 'roaring-wasm';

const FORMAT = 'portable';

export interface SenderSet {
  /** Number of distinct senders. */
  readonly size: number;
}

export interface SenderSets {
  /** A stored set (throws on bytes that are not one). */
  read(bytes: Uint8Array): SenderSet;
  /** The union of sets (an empty set for none). */
  union(sets: readonly SenderSet[]): SenderSet;
  /** A stored set with these sender ids added (`stored` null: a new set). */
  withAdded(stored: Uint8Array | null, senderIds: readonly number[]): Uint8Array;
}

/** Runs `work` with sets that are all disposed afterwards; `work` must not keep a set beyond it. */
export function withSenderSets<T>(work: (sets: SenderSets) => T): T {
  const made: RoaringBitmap32[] = [];
  const track = (bitmap: RoaringBitmap32) => {
    made.push(bitmap);
    return bitmap;
  };
  const bitmapOf = (set: SenderSet) => set as unknown as RoaringBitmap32;
  const sets: SenderSets = {
    read: (bytes) => track(RoaringBitmap32.deserialize(FORMAT, bytes)),
    union: (list) => track(RoaringBitmap32.orMany(list.map(bitmapOf))),
    withAdded(stored, senderIds) {
      const bitmap = track(stored ? RoaringBitmap32.deserialize(FORMAT, stored) : new RoaringBitmap32());
      bitmap.addMany(Uint32Array.from(senderIds));
      bitmap.runOptimize();
      return bitmap.serialize(FORMAT);
    },
  };
  try {
    return work(sets);
  } finally {
    for (const bitmap of made) bitmap.dispose();
  }
}
