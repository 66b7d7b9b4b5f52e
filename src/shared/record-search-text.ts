/**
 * The command palette's record search, zod-free (the palette's code loads without the schemas):
 * the palette's pause and bounds, the resources searched. Its terms are search-text.ts's
 * (`searchTermOf`: letter forms, marks, case, spaces and digits folded as the server folds names).
 * The route's schemas are in entities/record-search.ts.
 */

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
