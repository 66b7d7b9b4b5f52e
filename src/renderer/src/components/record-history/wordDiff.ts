/**
 * A small word diff for the History panel: which words of a text were deleted and which added,
 * so a description's change is seen at a glance instead of read twice.
 *
 * The longest common subsequence of the two texts' words (whitespace runs are tokens too, so the
 * text is given back as it was). Descriptions are at most a thousand characters, a few hundred
 * words; past `MAX_CELLS` comparisons the texts are shown as wholly replaced, which is still true.
 */
export type DiffKind = 'same' | 'removed' | 'added';

export interface DiffPart {
  kind: DiffKind;
  text: string;
}

const MAX_CELLS = 400_000;

const tokensOf = (text: string): string[] => text.split(/(\s+)/).filter((token) => token !== '');

/** Adjacent parts of one kind become one part (one mark over a run of words). */
function pushPart(parts: DiffPart[], kind: DiffKind, text: string): void {
  const last = parts.at(-1);
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/** The parts of both texts in order: kept words, words only `before` has, words only `after` has. */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokensOf(before);
  const b = tokensOf(after);
  if (a.length * b.length > MAX_CELLS) {
    const parts: DiffPart[] = [];
    if (before) parts.push({ kind: 'removed', text: before });
    if (after) parts.push({ kind: 'added', text: after });
    return parts;
  }
  // lengths[i][j]: the common subsequence of a[i..] and b[j..], filled from the end.
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i * width + j] = a[i] === b[j] ? lengths[(i + 1) * width + j + 1]! + 1 : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      pushPart(parts, 'same', a[i]!);
      i += 1;
      j += 1;
    } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) {
      pushPart(parts, 'removed', a[i]!);
      i += 1;
    } else {
      pushPart(parts, 'added', b[j]!);
      j += 1;
    }
  }
  for (; i < a.length; i += 1) pushPart(parts, 'removed', a[i]!);
  for (; j < b.length; j += 1) pushPart(parts, 'added', b[j]!);
  return parts;
}

/** What one side shows: the kept words and its own (deleted words before, added words after). */
export function sideOf(parts: DiffPart[], side: 'before' | 'after'): DiffPart[] {
  const own: DiffKind = side === 'before' ? 'removed' : 'added';
  return parts.filter((part) => part.kind === 'same' || part.kind === own);
}
