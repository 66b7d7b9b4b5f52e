import { z } from 'zod';
import { optionalInt, requiredInt, requiredText, versionField } from './fields';

/** SMS keyword, a record of the class-based store (spec 3, 7.3). */
export const keywordSchema = z.object({
  objectId: z.string(),
  title: z.string(),
  org_id: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Keyword = z.infer<typeof keywordSchema>;

export const KEYWORD_TITLE_MAX = 100;

/**
 * Body of `POST /classes/keywords` and `PUT /classes/keywords/{objectId}`: title and organization
 * (and, for a change, the `version` it was made on).
 */
export const keywordInputSchema = z.strictObject({
  title: requiredText(KEYWORD_TITLE_MAX),
  org_id: requiredInt({ min: 1, required: 'validation.selectOrg' }),
  version: versionField,
});
export type KeywordInput = z.input<typeof keywordInputSchema>;
export type KeywordData = z.output<typeof keywordInputSchema>;

/** A keyword list's filter: one organization's keywords (paging is the class store's own). */
export const keywordsQuerySchema = z.object({ org_id: optionalInt({ min: 1 }) });
