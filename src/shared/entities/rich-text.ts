import { z } from 'zod';
import { CONTROL_CHARACTER_MESSAGE, WITHOUT_CONTROL_CHARACTERS, boundMessage } from './fields';

/**
 * Rich text (the Quill editors' HTML): the server sanitizes it before storing
 * (services/content/sanitize-html.ts), so these schemas only bound it and keep control characters
 * out; what it may contain is the sanitizer's business.
 */

/** Optional rich text (a project's or case's description): absent or null is ''. */
export const richText = (max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .max(max, boundMessage('maxLength', max))
    .regex(WITHOUT_CONTROL_CHARACTERS, CONTROL_CHARACTER_MESSAGE)
    .nullish()
    .transform((value) => value ?? '');

const NAMED_SPACES = /&(?:nbsp|#160|#xa0);/gi;

/**
 * The text a reader sees in an HTML fragment, roughly: tags dropped, non-breaking spaces as
 * spaces, trimmed. Enough to tell an editor's `<p><br></p>` from real content on both sides
 * (the server checks again after sanitizing, when only real text can remain).
 */
export function plainTextOf(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(NAMED_SPACES, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * Rich text that must say something (an ambassador's or memorial's description, a notification):
 * `message` when it is absent or has no visible text ('Description field is required').
 */
export const requiredRichText = (max: number, message: string) =>
  z
    .string({ error: message })
    .max(max, boundMessage('maxLength', max))
    .regex(WITHOUT_CONTROL_CHARACTERS, CONTROL_CHARACTER_MESSAGE)
    .refine((html) => plainTextOf(html).length > 0, message);

/** The bound of a stored rich-text field of the content store. */
export const RICH_TEXT_MAX = 5000;
