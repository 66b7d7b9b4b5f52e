/**
 * Files that cross the IPC bridge as base64 text (an image to upload, a photo to shrink): how
 * long such a text may be for a size in bytes, and the schema that checks one without decoding it.
 */
import { z } from 'zod';
import { IMAGE_MAX_BYTES, IMAGE_SHRINK_SOURCE_MAX_BYTES } from './constants';

/**
 * Standard base64 (RFC 4648, padded, no line breaks), as FileReader and Buffer write it: whole
 * groups of four. One flat character class, not a repeated group of four: a photo's megabytes
 * would exhaust the stack of a backtracking regular expression.
 */
const BASE64_CHARACTERS = /^[A-Za-z0-9+/]*={0,2}$/;
const isBase64 = (data: string) => data.length % 4 === 0 && BASE64_CHARACTERS.test(data);
/** Longest base64 text of `bytes` bytes. */
const base64LengthOf = (bytes: number) => Math.ceil(bytes / 3) * 4;
/** Longest base64 text of an image of at most IMAGE_MAX_BYTES bytes. */
export const MAX_IMAGE_BASE64_LENGTH = base64LengthOf(IMAGE_MAX_BYTES);
/** Longest base64 text of a photo `media:shrink` takes. */
export const MAX_SHRINK_SOURCE_BASE64_LENGTH = base64LengthOf(IMAGE_SHRINK_SOURCE_MAX_BYTES);

/** How many bytes a valid base64 text decodes to, without decoding it. */
export function base64DecodedLength(data: string): number {
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.floor(data.length / 4) * 3 - padding;
}

/** A file as base64, at most `maxBytes` once decoded. */
export const base64DataSchema = (maxBytes: number) =>
  z
    .string()
    .min(1, 'validation.fileRequired')
    // Checked first and final, so an oversized text is not scanned by the checks below.
    .max(base64LengthOf(maxBytes), { error: 'errors.tooLarge', abort: true })
    .refine(isBase64, 'validation.invalid')
    .refine((data) => base64DecodedLength(data) <= maxBytes, 'errors.tooLarge');

/** An image as base64: at most IMAGE_MAX_BYTES once decoded (the type is judged by the server). */
export const imageDataSchema = base64DataSchema(IMAGE_MAX_BYTES);
