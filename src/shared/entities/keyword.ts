import { z } from 'zod';
import { boundMessage, optionalInt, requiredInt, requiredText, versionField } from './fields';

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

export const keywordsResponseSchema = z.object({ results: z.array(keywordSchema) });
export const keywordResponseSchema = z.object({ keyword: keywordSchema });
export const keywordsCountResponseSchema = z.object({ count: z.number().int() });

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

const optionalOrgId = optionalInt({ min: 1 });
export const keywordsQuerySchema = z.object({
  org_id: optionalOrgId,
  limit: optionalInt({ min: 0, max: 1000 }),
  skip: optionalInt({ min: 0 }),
});
export const keywordsCountQuerySchema = z.object({ org_id: optionalOrgId });
export const keywordsBulkDeleteSchema = z.strictObject({
  keywordsIDs: z
    .array(z.string().min(1).max(64), { error: 'validation.selectSome' })
    .min(1, 'validation.selectSome')
    .max(1000, boundMessage('maxItems', 1000)),
});
