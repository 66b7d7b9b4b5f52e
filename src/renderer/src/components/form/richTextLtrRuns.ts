/**
 * Phone numbers, dates and addresses keep their order in the rich-text editor (RichTextField),
 * as on the public pages: after Arabic letters the bidi algorithm turns '800-4242' into
 * '4242-800' (src/shared/ltr-runs.ts). Each left-to-right run of the editor's text is marked
 * with an inline format, `<span dir="ltr">` (isolated left to right by the browser's own rules
 * for `dir`), kept up to date after every change. The marks are how the editor shows its text,
 * not part of it: the form's value is the HTML without them (normalizeRichText), and they are
 * set silently, so they neither count as an edit nor enter the undo history.
 */
import type { Quill } from 'react-quill-new';
import { ltrRunsOf } from '../../../../shared/ltr-runs';
import { LTR_RUN_DIR } from './richTextValue';

/** The format's name (in the editor's `formats`); its only value is LTR_RUN_DIR. */
export const LTR_RUN_FORMAT = 'ltrRun';

/** Makes the format known to Quill (once per load of Quill). */
export function registerLtrRunFormat(quill: typeof Quill): void {
  const { Attributor, Scope } = quill.import('parchment') as typeof import('parchment');
  quill.register(new Attributor(LTR_RUN_FORMAT, 'dir', { scope: Scope.INLINE, whitelist: [LTR_RUN_DIR] }), true);
}

type Range = readonly [start: number, end: number];
const sameRanges = (a: readonly Range[], b: readonly Range[]) => a.length === b.length && a.every(([start, end], index) => b[index]![0] === start && b[index]![1] === end);

/** The editor's text (an embed as one character, as Quill counts it) and the ranges marked now. */
function currentMarks(editor: Quill): { text: string; marked: Range[] } {
  let text = '';
  const marked: Array<[number, number]> = [];
  for (const op of editor.getContents().ops) {
    const piece = typeof op.insert === 'string' ? op.insert : '\uFFFC';
    const last = marked.at(-1);
    if (op.attributes?.[LTR_RUN_FORMAT] === LTR_RUN_DIR) {
      if (last && last[1] === text.length) last[1] += piece.length;
      else marked.push([text.length, text.length + piece.length]);
    }
    text += piece;
  }
  return { text, marked };
}

/** Marks exactly the left-to-right runs of the editor's text; nothing when they are marked already. */
export function markLtrRuns(editor: Quill): void {
  const { text, marked } = currentMarks(editor);
  const wanted = ltrRunsOf(text).map(({ start, end }): Range => [start, end]);
  if (sameRanges(wanted, marked)) return;
  editor.formatText(0, editor.getLength(), LTR_RUN_FORMAT, false, 'silent');
  for (const [start, end] of wanted) editor.formatText(start, end - start, LTR_RUN_FORMAT, LTR_RUN_DIR, 'silent');
}

/**
 * Keeps the marks up to date while the editor lives; returns the unsubscribe. A change is marked
 * once Quill is done with it (its caret moved past what was typed: marking inside the change
 * would put the caret back), and not while a word is being composed by an input method.
 */
export function keepLtrRunsMarked(editor: Quill): () => void {
  let live = true;
  const mark = () => {
    if (live && !editor.composition.isComposing) markLtrRuns(editor);
  };
  const markAfterChange = () => queueMicrotask(mark);
  mark();
  editor.on('text-change', markAfterChange);
  return () => {
    live = false;
    editor.off('text-change', markAfterChange);
  };
}
