/**
 * The command palette's search terms, zod-free (the palette's code loads without the schemas):
 * search-text.ts's folding with Arabic-Indic and Persian digits read as Latin ones, and the
 * palette's pause and bounds, the resources searched. The route's schemas are in entities/record-search.ts.
 */
import { searchTermOf } from './search-text';

/** The resources searched, by registry name, in the order their matches are listed when they rank alike. */
export const RECORD_SEARCH_RESOURCES = [
  'projects',
  'causes',
  'memorials',
  'keywords',
  'landingPages',
  'ambassadors',
  'banners',
  'activities',
  'organizations',
  'teams',
  'ramadanNotes',
  'adminUsers',
] as const;
export type RecordSearchResource = (typeof RECORD_SEARCH_RESOURCES)[number];

/** Matches answered when the request does not say. */
export const RECORD_SEARCH_LIMIT_DEFAULT = 20;
/** The most matches one request may ask for. */
export const RECORD_SEARCH_LIMIT_MAX = 50;

/**
 * How long the palette waits after the last key before it asks the server: a light pause (the
 * lists' is SEARCH_PAUSE_MS), so a word typed without stopping is one request, not one per key.
 */
export const RECORD_SEARCH_PAUSE_MS = 80;
/** A shorter term would match most names: the palette's screens and actions answer it alone. */
export const RECORD_SEARCH_MIN_LENGTH = 2;

/** Arabic-Indic (٠–٩) and Eastern Arabic-Indic / Persian (۰–۹) digits, each as its Latin digit. */
const OTHER_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
export const latinDigits = (text: string): string =>
  text.replace(OTHER_DIGITS, (digit) => String((digit.charCodeAt(0) - (digit >= '\u06F0' ? 0x06f0 : 0x0660)) % 10));

/** The same text with its Latin digits written as Arabic-Indic ones (٢٠٢٤), the other way names are stored. */
export const arabicIndicDigits = (text: string): string => text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

/**
 * A typed text as the palette compares it: search-text.ts's term (letter forms, tashkeel, tatweel,
 * Latin case, spaces) with every digit Latin, so '٢٠٢٤' and '2024' are one term.
 */
export const recordSearchTermOf = (text: string): string => latinDigits(searchTermOf(text));
