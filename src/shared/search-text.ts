/**
 * How a search term and the text it looks in are compared, on both sides of the wire: the
 * renderer filters client-mode lists with `normalizeSearchText`, the database keeps each
 * searched column folded by the same mapping through SQL `translate()` (its `*_search` twin,
 * db/schema/search-text-columns.ts), and the server folds the term in JS before it compares. So
 * a search finds what people mean, however the name was typed:
 *
 * - the alef forms أ إ آ ٱ are ا, taa marbuta ة is ه, alef maqsura ى is ي
 *   ('اسلام' finds 'إسلام', 'مدرسه' finds 'مدرسة');
 * - tashkeel (harakat, tanwin, shadda, sukun, superscript alef) and tatweel are ignored;
 * - Latin letters compare without case (A–Z; other scripts as typed);
 * - Arabic-Indic (٠–٩) and Persian (۰–۹) digits are the ASCII ones ('٢٠٢٥' finds '2025' and the
 *   other way round), since phones and keyboards in Arabic type either.
 *
 * Changing the mapping changes the twins' generated expressions: a migration then recreates them
 * (and their trigram indexes) with the new one.
 */

/** Each of the ten digits of a script (its zero at `zero`), as the ASCII digit it writes. */
const digitsFrom = (zero: number) => Array.from({ length: 10 }, (_, digit) => [String.fromCharCode(zero + digit), String(digit)] as const);

/** Letters and digits written several ways, each to the one form searches compare. */
const LETTER_FOLDS: ReadonlyArray<readonly [from: string, to: string]> = [
  ['\u0623', '\u0627'], // أ → ا
  ['\u0625', '\u0627'], // إ → ا
  ['\u0622', '\u0627'], // آ → ا
  ['\u0671', '\u0627'], // ٱ → ا
  ['\u0629', '\u0647'], // ة → ه
  ['\u0649', '\u064A'], // ى → ي
  // Latin capitals: folded here rather than by SQL lower(), whose reach depends on the database's locale.
  ...Array.from({ length: 26 }, (_, index) => [String.fromCharCode(0x41 + index), String.fromCharCode(0x61 + index)] as const),
  ...digitsFrom(0x0660), // Arabic-Indic ٠–٩
  ...digitsFrom(0x06f0), // Extended Arabic-Indic (Persian, Urdu) ۰–۹
];

/** Marks that do not change the word: tashkeel U+064B–U+065F, superscript alef U+0670, tatweel U+0640. */
const IGNORED_MARKS = [
  ...Array.from({ length: 0x065f - 0x064b + 1 }, (_, index) => String.fromCharCode(0x064b + index)),
  '\u0670',
  '\u0640',
].join('');

/**
 * The mapping as SQL `translate(text, from, to)` takes it: each character of `from` becomes the
 * character at the same place in `to`, and the characters of `from` beyond `to`'s end are
 * removed (the ignored marks).
 */
export const SEARCH_FOLD = {
  from: LETTER_FOLDS.map(([from]) => from).join('') + IGNORED_MARKS,
  to: LETTER_FOLDS.map(([, to]) => to).join(''),
} as const;

const FOLDED = new Map(LETTER_FOLDS);
const FOLD_PATTERN = new RegExp(`[${SEARCH_FOLD.from}]`, 'g');

/** A text as searches compare it: the same mapping SQL `translate()` applies with SEARCH_FOLD. */
export function normalizeSearchText(text: string): string {
  return text.replace(FOLD_PATTERN, (char) => FOLDED.get(char) ?? '');
}

/** A search box's value as a term: normalized, spaces trimmed and collapsed; '' searches nothing. */
export function searchTermOf(text: string): string {
  return normalizeSearchText(text).trim().replace(/\s+/g, ' ');
}

/**
 * How long a list's search box waits after the last key before it searches: long enough to let
 * a word be typed at office speed (a server-mode list asks for one page per pause, not per key),
 * short enough that the results are drawn within 200 ms of the last key (bench:list).
 */
export const SEARCH_PAUSE_MS = 120;

/** Longest search term a list takes. */
export const SEARCH_TERM_MAX = 100;
