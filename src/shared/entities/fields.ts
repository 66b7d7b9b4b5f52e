import { z } from 'zod';
import { BULK_DELETE_MAX } from '../limits';
import { parseTypedNumber } from '../typed-number';
import { MEDIA_FOLDERS } from './upload';

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
export const boundMessage = (rule: 'maxLength' | 'min' | 'max' | 'maxItems' | 'maxDays', value: number) => `validation.${rule}:${value}`;

/** Limits of a 32-bit integer column: a number outside them is a field problem, not a server error. */
export const INT_MIN = -2_147_483_648;
export const INT_MAX = 2_147_483_647;

/**
 * Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069). Invisible,
 * they can make a name display reversed in lists and CSV files; they usually arrive unseen with
 * text pasted from a word processor, so they are removed rather than refused (the user could
 * not see what to delete). The marks U+200E/U+200F stay: they only nudge neutral characters.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
const stripBidiControls = (value: string) => value.replace(BIDI_CONTROLS, '');

/**
 * Text without C0 control characters (NUL, escape …) or DEL; tab and line breaks are allowed.
 * PostgreSQL refuses NUL in text outright, and the others only hide in names and break CSVs.
 */
// Matching control characters is the point of this pattern.
// eslint-disable-next-line no-control-regex
export const WITHOUT_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;
export const CONTROL_CHARACTER_MESSAGE = 'validation.controlCharacter';

/** The message of a body field the route does not know (strict schemas refuse it rather than drop it). */
export const UNKNOWN_FIELD_MESSAGE = 'validation.unknownField';

/** Plain text as every builder takes it: bidi controls removed, trimmed, no control characters. */
const plainText = (typeMessage: string) =>
  z
    .string({ error: typeMessage })
    .overwrite(stripBidiControls)
    .trim()
    .regex(WITHOUT_CONTROL_CHARACTERS, CONTROL_CHARACTER_MESSAGE);

/** Required text, trimmed, at most `max` characters. */
export const requiredText = (max: number) =>
  plainText('validation.required').min(1, 'validation.required').max(max, boundMessage('maxLength', max));

/** Text that may be absent, null or empty, kept as sent (`undefined` leaves a stored value alone). */
export const optionalRawText = (max: number) => plainText('validation.invalid').max(max, boundMessage('maxLength', max)).nullish();

/** Optional text: absent, null or empty means none (stored as null). */
export const optionalText = (max: number) => optionalRawText(max).transform((value) => (value ? value : null));

/** Whether a text is an absolute http(s) URL with a host and no spaces. */
export function isHttpUrl(value: string, protocols: readonly string[] = ['http:', 'https:']): boolean {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * What an upload answers (`services/uploads`): its `path` (`activities/12.jpg`) or its `url` on
 * this server (`/media/activities/12.jpg?v=…`), in one of the product's media folders.
 */
const MEDIA_FILE = `(?:${MEDIA_FOLDERS.join('|')})/[A-Za-z0-9_-]{1,100}\\.(?:jpe?g|png|webp)`;
const MEDIA_PATH = new RegExp(`^(?:${MEDIA_FILE}|/media/${MEDIA_FILE}(?:\\?v=[A-Za-z0-9._-]{1,40})?)$`, 'i');

/** An image reference: one of this server's media paths or an absolute http(s) URL (a CDN); never `javascript:`, `data:`, `//host` … */
export const isMediaReference = (value: string) => MEDIA_PATH.test(value) || isHttpUrl(value);

/** An optional image (activity, banner): empty or null means none; `undefined` leaves it alone. */
export const optionalImage = (max: number) =>
  optionalRawText(max).refine((value) => !value || isMediaReference(value), 'validation.urlInvalid');

/** An image that must be there (a team member's photo): 'please upload image' when it is not. */
export const requiredImage = (max: number) =>
  z
    .string({ error: 'validation.fileRequired' })
    .trim()
    .min(1, 'validation.fileRequired')
    .max(max, boundMessage('maxLength', max))
    .refine(isMediaReference, 'validation.urlInvalid');

/** An optional http(s) address (an ambassador's social links): absent, null or empty means none (null). */
export const optionalHttpUrl = (max: number) => optionalText(max).refine((value) => !value || isHttpUrl(value), 'validation.urlInvalid');

/** A required http(s) address (an organization's web site, its Facebook and Twitter pages). */
export const requiredHttpUrl = (max: number) => requiredText(max).refine((value) => isHttpUrl(value), 'validation.urlInvalid');

/** A number left out: null, or text with nothing but spaces. */
const isBlank = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Numbers typed into a text field arrive as text, as people type them ('50,000', '٥٠٬٠٠٠':
 * typed-number.ts); empty means absent. Text that is no number stays text, for 'validation.number'.
 */
function toNumber(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  if (typeof value === 'string') return parseTypedNumber(value) ?? value;
  return value;
}

/**
 * A required whole number, from a number or numeric text; `min`/`max` inclusive, by default the
 * range of an integer column. The bounds are checked before wholeness, so 1e20 is reported as
 * too big rather than as not whole.
 */
export const requiredInt = (options: { min?: number; max?: number; required?: string } = {}) => {
  const required = options.required ?? 'validation.required';
  const min = options.min ?? INT_MIN;
  const max = options.max ?? INT_MAX;
  const schema = z
    .number({ error: (issue) => (issue.input === undefined ? required : 'validation.number') })
    .min(min, boundMessage('min', min))
    .max(max, boundMessage('max', max))
    .int('validation.integer');
  return z.preprocess(toNumber, schema);
};

/** An optional whole number (a form's optional select, a query string's `?org_id=12`): absent, null or empty means none. */
export const optionalInt = (options: { min?: number; max?: number } = {}) =>
  z.preprocess((value) => (isBlank(value) ? undefined : value), requiredInt(options).optional());

/** A record's id in a body (an existing row's id): a positive 32-bit integer. */
export const recordId = requiredInt({ min: 1, max: INT_MAX });

/** Active flag: 1 or 0 (spec 9); a form checkbox may send a boolean. */
export const activeFlag = z.preprocess(
  (value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value),
  z
    .number({ error: 'validation.activeFlag' })
    .int('validation.activeFlag')
    .min(0, 'validation.activeFlag')
    .max(1, 'validation.activeFlag'),
);

export const editStatusQuerySchema = z.object({
  edit_status: z.enum(['true', 'false']).optional(),
});

/**
 * The id list of a bulk delete (`activitiesIDs`, `bannersIDs` …): 1 to BULK_DELETE_MAX ids, each within the
 * id column's range whatever the given id schema says.
 */
export const bulkIds = (id: z.ZodType<number> = recordId) =>
  z
    .array(id.pipe(z.number().min(INT_MIN, boundMessage('min', INT_MIN)).max(INT_MAX, boundMessage('max', INT_MAX))), {
      error: 'validation.selectSome',
    })
    .min(1, 'validation.selectSome')
    .max(BULK_DELETE_MAX, boundMessage('maxItems', BULK_DELETE_MAX));

/**
 * The message of a path id that cannot name a record (`/activities/abc`, `/banners/99999999999`):
 * the error handler answers such a request 404 `notFound`, like an id that does not exist.
 */
export const NO_SUCH_RECORD = 'notFound';
/** A record's id in a path: a positive 32-bit integer, anything else names no record. */
export const recordIdParam = z.coerce
  .number({ error: NO_SUCH_RECORD })
  .min(1, NO_SUCH_RECORD)
  .max(INT_MAX, NO_SUCH_RECORD)
  .int(NO_SUCH_RECORD);
export const idParamsSchema = z.object({ id: recordIdParam });
/** A class-store record's or a user's object id in a path: letters, digits, `_` and `-`; anything else names no record. */
export const objectIdParam = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, NO_SUCH_RECORD);
/**
 * A delete's answer: how many, and the Trash entries that now hold them (an undo restores those;
 * entities/history.ts). A resource without a Trash (admin users are demoted) answers no `trashIds`.
 */
export const deletedResponseSchema = z.object({ deleted: z.number().int(), trashIds: z.array(z.string()).optional() });

/**
 * Optimistic concurrency: the `version` a record had when the form loaded it. A write that
 * carries a stale version is refused (409 `conflict`); without it the write proceeds.
 */
export const versionField = requiredInt({ min: 0, max: INT_MAX }).optional();

/** Body of `PUT /{resource}/{id}?edit_status=true`: `new_status` or `isactive` (0/1), optionally the `version`. */
export const statusToggleBodySchema = z
  .strictObject({ new_status: activeFlag.optional(), isactive: activeFlag.optional(), version: versionField })
  .refine((body) => body.new_status !== undefined || body.isactive !== undefined, {
    message: 'validation.required',
    path: ['new_status'],
  });
export type StatusToggleBody = z.infer<typeof statusToggleBodySchema>;
