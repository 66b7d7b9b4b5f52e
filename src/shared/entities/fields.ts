import { z } from 'zod';

/**
 * Field builders shared by the write schemas of every resource. Messages are i18n keys
 * (`validation.*`); the English dictionary holds the spec's texts. The schemas accept the
 * values a form holds (numbers typed as text are coerced), so react-hook-form and the server
 * validate with the very same schema.
 */

/**
 * A message key for a rule with a bound: `validation.maxLength:45`. The client translates the
 * key (`validation.maxLength`) with the bound as `{{value}}`, so one text serves every bound.
 */
export const boundMessage = (rule: 'maxLength' | 'min' | 'max' | 'maxItems', value: number) => `validation.${rule}:${value}`;

/** Required text, trimmed, at most `max` characters. */
export const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, boundMessage('maxLength', max));

/** Optional text: absent, null or empty means none (stored as null). */
export const optionalText = (max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(max, boundMessage('maxLength', max))
    .nullish()
    .transform((value) => (value ? value : null));

/** Numbers typed into a text field arrive as text; empty means absent. */
function toNumber(value: unknown): unknown {
  if (value === '' || value === null) return undefined;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return value;
}

/** A required whole number, from a number or numeric text; `min`/`max` inclusive. */
export const requiredInt = (options: { min?: number; max?: number; required?: string } = {}) => {
  const required = options.required ?? 'validation.required';
  let schema = z
    .number({ error: (issue) => (issue.input === undefined ? required : 'validation.number') })
    .int('validation.integer');
  if (options.min !== undefined) schema = schema.min(options.min, boundMessage('min', options.min));
  if (options.max !== undefined) schema = schema.max(options.max, boundMessage('max', options.max));
  return z.preprocess(toNumber, schema);
};

/** Active flag: 1 or 0 (spec 9); a form checkbox may send a boolean. */
export const activeFlag = z.preprocess(
  (value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value),
  z
    .number({ error: 'validation.activeFlag' })
    .int('validation.activeFlag')
    .min(0, 'validation.activeFlag')
    .max(1, 'validation.activeFlag'),
);

/** Body of `PUT /{resource}/{id}?edit_status=true`: `new_status` or `isactive` (0/1). */
export const statusToggleBodySchema = z
  .object({ new_status: activeFlag.optional(), isactive: activeFlag.optional() })
  .refine((body) => body.new_status !== undefined || body.isactive !== undefined, {
    message: 'validation.required',
    path: ['new_status'],
  });
export type StatusToggleBody = z.infer<typeof statusToggleBodySchema>;

export const editStatusQuerySchema = z.object({
  edit_status: z.enum(['true', 'false']).optional(),
});

/** The id list of a bulk delete (`activitiesIDs`, `bannersIDs` …): 1 to 1000 ids. */
export const bulkIds = <T extends z.ZodType>(id: T) =>
  z.array(id, { error: 'validation.selectSome' }).min(1, 'validation.selectSome').max(1000, boundMessage('maxItems', 1000));

export const numericId = z.coerce.number({ error: 'validation.invalid' }).int('validation.invalid').positive('validation.invalid');
export const idParamsSchema = z.object({ id: numericId });
export const deletedResponseSchema = z.object({ deleted: z.number().int() });

/** Largest value of a 32-bit integer column: bigger numbers are refused as a field problem, not a server error. */
export const INT_MAX = 2_147_483_647;

/**
 * Optimistic concurrency: the `version` a record had when the form loaded it. A write that
 * carries a stale version is refused (409 `conflict`); without it the write proceeds.
 */
export const versionField = requiredInt({ min: 0, max: INT_MAX }).optional();
