import { z } from 'zod';
import { boundMessage } from './fields';

/** A list's key for its saved column choice, e.g. `activities`. */
export const listKeySchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'validation.listKey');
export const columnPreferenceParamsSchema = z.object({ listKey: listKeySchema });

/**
 * The visible columns a user chose for one list. The client keeps only the keys its current
 * descriptor knows, so a column added or removed by a later release never breaks a choice.
 */
export const columnPreferenceBodySchema = z.strictObject({
  columns: z
    .array(z.string().min(1, 'validation.required').max(64, boundMessage('maxLength', 64)))
    .max(100, boundMessage('maxItems', 100)),
});
export type ColumnPreferenceBody = z.infer<typeof columnPreferenceBodySchema>;
export const columnPreferenceResponseSchema = z.object({ columns: z.array(z.string()).nullable() });
