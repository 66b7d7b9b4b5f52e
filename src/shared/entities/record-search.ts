/**
 * The command palette's search of records by name (`GET /search/records?q=&limit=`): projects,
 * urgent cases, memorial persons, keywords, landing pages and every other record that has a name,
 * found however the name was typed (record-search-text.ts: search-text.ts's folding, digits as Latin), each with
 * the screen that opens it.
 */
import { z } from 'zod';
import { RECORD_SEARCH_LIMIT_DEFAULT, RECORD_SEARCH_LIMIT_MAX, RECORD_SEARCH_RESOURCES } from '../record-search-text';
import { SEARCH_TERM_MAX } from '../search-text';
import { boundMessage } from './fields';

export * from '../record-search-text';

export const recordSearchQuerySchema = z.strictObject({
  q: z
    .string({ error: 'validation.required' })
    .min(1, 'validation.required')
    .max(SEARCH_TERM_MAX, boundMessage('maxLength', SEARCH_TERM_MAX))
    .describe('Part of a name; Arabic letter forms, diacritics, tatweel, Arabic-Indic digits and Latin case do not matter.'),
  limit: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, boundMessage('min', 1))
    .max(RECORD_SEARCH_LIMIT_MAX, boundMessage('max', RECORD_SEARCH_LIMIT_MAX))
    .optional()
    .describe(`Matches to answer, at most ${RECORD_SEARCH_LIMIT_MAX} (default ${RECORD_SEARCH_LIMIT_DEFAULT}).`),
});
export type RecordSearchQuery = z.input<typeof recordSearchQuerySchema>;

export const recordSearchHitSchema = z.object({
  resource: z.enum(RECORD_SEARCH_RESOURCES),
  /** The record's id as text (a number or an objectId). */
  id: z.string(),
  /** The name that matched (of a bilingual record, the Arabic or the English one). */
  name: z.string(),
  /** The back-office screen that shows the record: its edit screen, or its list searched for it. */
  path: z.string(),
});
export type RecordSearchHit = z.infer<typeof recordSearchHitSchema>;

export const recordSearchResultSchema = z.object({ results: z.array(recordSearchHitSchema) });
export type RecordSearchResult = z.infer<typeof recordSearchResultSchema>;
