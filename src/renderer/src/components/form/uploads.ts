import { createContext, useContext } from 'react';
import type { FieldErrors, FieldValues, ResolverResult } from 'react-hook-form';

/**
 * How an image field tells its form that an upload is under way: the form does not save
 * meanwhile, or it would store the old image. `FormPage` provides it.
 */
export const UploadsInProgress = createContext<(uploading: boolean) => void>(() => undefined);

export const useReportUploading = () => useContext(UploadsInProgress);

/**
 * How an image field without `uploadOnSelect` tells its form that a picked file waits for
 * 'Upload image' (field path, waiting or not): the form refuses to save until it is uploaded,
 * saying so at the field. `FormPage` provides what `useResourceForm` gives it.
 */
export const PendingImages = createContext<(field: string, pending: boolean) => void>(() => undefined);

export const useReportPendingImage = () => useContext(PendingImages);

/** The message of a field whose picked image is not uploaded yet. */
export const IMAGE_NOT_UPLOADED = 'image.notUploaded';

/**
 * A resolver's result with an error on each field whose picked image waits for its upload
 * (replacing the schema's own message there: 'please upload image' would be wrong about a
 * picked file), so a submit shows it with the others and focuses the first field in error.
 */
export function withPendingImages<T extends FieldValues, Output>(
  result: ResolverResult<T, Output>,
  pending: ReadonlySet<string>,
): ResolverResult<T, Output> {
  if (pending.size === 0) return result;
  // Image fields are top-level fields of their forms: a path is a key here.
  const errors: Record<string, unknown> = { ...result.errors };
  for (const field of pending) errors[field] = { type: 'pendingImage', message: IMAGE_NOT_UPLOADED };
  return { values: {}, errors: errors as FieldErrors<T> };
}
