/**
 * How a donation message is matched to a keyword, and how a donor's number is written before it
 * is hashed. Both sides of a comparison go through the same function, so a keyword matches
 * however a donor's phone typed it: 'Zakat', ' zakat ', 'زكاة' and 'زكاه' are one keyword each.
 */
import { normalizeSearchText } from './search-text';

/** Arabic-Indic ٠-٩ (U+0660…) and Persian ۰-۹ (U+06F0…) digits: phones in Arabic type these. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

function westernDigit(char: string): string {
  const code = char.charCodeAt(0);
  return String((code >= 0x06f0 ? code - 0x06f0 : code - 0x0660));
}

/**
 * The key a message text and a keyword title are compared by: NFKC (presentation forms and
 * full-width letters to their plain letters), surrounding spaces trimmed and inner spaces
 * collapsed, Eastern digits as ASCII, then the search folding (alef forms, taa marbuta, alef
 * maqsura, tashkeel and tatweel, Latin case).
 */
export function keywordKey(text: string): string {
  const plain = text.normalize('NFKC').replace(EASTERN_DIGITS, westernDigit);
  return normalizeSearchText(plain).trim().replace(/\s+/g, ' ');
}

/**
 * A donor's number in one form, so the same phone always hashes to the same sender: digits only,
 * the international prefix '00' dropped, a local UAE mobile '05xxxxxxxx' written '9715xxxxxxxx'.
 */
export function normalizeSenderNumber(raw: string): string {
  let digits = raw.normalize('NFKC').replace(EASTERN_DIGITS, westernDigit).replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (/^05\d{8}$/.test(digits)) digits = `971${digits.slice(1)}`;
  return digits;
}
