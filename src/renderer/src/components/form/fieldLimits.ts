/**
 * The schema each form is checked with, by its react-hook-form `control`, so the kit's fields
 * can read their bounds from it (fields.tsx: the character counter under a text with a maximum)
 * without every form repeating them. A form registers it where it makes its `useForm`.
 */
import type { Control, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { maxLengthAt } from '../../../../shared/schema-limits';

/** By the form's `control` (an object that lives as long as the form). */
const schemaOfForm = new WeakMap<object, z.ZodType>();

/** Says which schema checks the form of `control` (idempotent: call it on every render). */
export function rememberFormSchema<T extends FieldValues, C, O>(control: Control<T, C, O>, schema: z.ZodType): void {
  schemaOfForm.set(control, schema);
}

/** The most characters the form's schema allows at `name`; undefined when it sets none. */
export function maxLengthOf<T extends FieldValues, C, O>(control: Control<T, C, O>, name: string): number | undefined {
  const schema = schemaOfForm.get(control);
  return schema && maxLengthAt(schema, name);
}
