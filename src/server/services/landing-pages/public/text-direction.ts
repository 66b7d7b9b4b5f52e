/**
 * Staff text on a page in another language or direction than the page's own: an English page
 * showing a campaign's Arabic name (no English one was typed), an Arabic page showing a name
 * typed in English, a phone number inside an Arabic sentence. Marked, so screen readers speak
 * it in its language, browsers lay it out in its direction and a number keeps its order.
 */
import type { Language } from '../../../../shared/constants';
import { ltrRunsOf } from '../../../../shared/ltr-runs';
import { NUMBER_RUN_CLASS } from '../../content/sanitize-html';
import { html, type HtmlFragment } from './html';

const FIRST_LETTER = /\p{L}/u;

/**
 * The language a text is written in, told by its first letter as `dir="auto"` tells its
 * direction: Arabic script 'ar', Latin 'en'; null when it has no letter of either.
 */
export function writtenIn(text: string): Language | null {
  const letter = FIRST_LETTER.exec(text)?.[0];
  if (letter === undefined) return null;
  if (/\p{Script=Arabic}/u.test(letter)) return 'ar';
  return /\p{Script=Latin}/u.test(letter) ? 'en' : null;
}

/** ` lang="ar" dir="rtl"` (or en, ltr) when `text` is written in the other language than the page's; else nothing. */
export function languageAttributes(text: string, pageLanguage: Language): HtmlFragment | null {
  const language = writtenIn(text);
  if (language === null || language === pageLanguage) return null;
  return html` lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"`;
}

/** Plain text, escaped, with each left-to-right run in a `<bdi dir="ltr">` (as the page's description has them). */
export function withIsolatedRuns(text: string): HtmlFragment {
  const parts: HtmlFragment[] = [];
  let at = 0;
  for (const run of ltrRunsOf(text)) {
    const runText = text.slice(run.start, run.end);
    parts.push(html`${text.slice(at, run.start)}<bdi dir="ltr"${run.kind === 'number' && html` class="${NUMBER_RUN_CLASS}"`}>${runText}</bdi>`);
    at = run.end;
  }
  return html`${parts}${text.slice(at)}`;
}
