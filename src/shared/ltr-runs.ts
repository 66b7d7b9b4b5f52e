/**
 * Runs of text that read left to right inside any text: phone numbers, dates and codes made of
 * digits and separators ('800-4242', '+971 4 123 4567', '2025-03-01'), web addresses and e-mail
 * addresses. After Arabic letters the Unicode bidi algorithm makes digits Arabic numbers, and a
 * '-' or a space between two of them then takes the right-to-left direction of the sentence:
 * 'للاستفسار: 800-4242' shows as '4242-800'. Isolated as left to right, a run keeps its order
 * (the public pages wrap each in `<bdi dir="ltr">`, the rich-text editor marks it `dir="ltr"`).
 */

/** Latin, Arabic-Indic and Persian digits. */
const DIGIT = '[0-9\\u0660-\\u0669\\u06F0-\\u06F9]';
/** Between two groups of digits: a dash (hyphen or en dash), '.', '/', ':' or one space. */
const NUMBER_SEPARATOR = '[-\\u2010\\u2011\\u2013./:\\u066B\\u066C]| (?=[0-9\\u0660-\\u0669\\u06F0-\\u06F9])';
const NUMBER_RUN = `\\+?${DIGIT}+(?:(?:${NUMBER_SEPARATOR})${DIGIT}+)+`;
const WEB_ADDRESS = '(?:https?://|www\\.)[^\\s<>"]+';
const EMAIL_ADDRESS = '[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)+';
/** Punctuation that ends a sentence rather than an address ('… www.example.org.'). */
const TRAILING_PUNCTUATION = /[.,;:!?)\]'"»،؛؟]+$/;

export type LtrRunKind =
  /** Digits and separators: kept on one line (a phone number broken as '800-' / '4242' is misread). */
  | 'number'
  /** A web or e-mail address: may be long, so it may still wrap. */
  | 'address';

export interface LtrRun {
  start: number;
  end: number;
  kind: LtrRunKind;
}

const RUNS = new RegExp(`(${WEB_ADDRESS}|${EMAIL_ADDRESS})|(${NUMBER_RUN})`, 'g');

/** The left-to-right runs of `text`, in order, without overlaps. */
export function ltrRunsOf(text: string): LtrRun[] {
  const runs: LtrRun[] = [];
  for (const match of text.matchAll(RUNS)) {
    const [whole, address] = match;
    const length = address ? whole.replace(TRAILING_PUNCTUATION, '').length : whole.length;
    if (length > 0) runs.push({ start: match.index, end: match.index + length, kind: address ? 'address' : 'number' });
  }
  return runs;
}
