/**
 * What a shared schema allows at one field, read from the schema itself, so a form can say it
 * before the schema refuses it (the kit's character counter): the same bound, stated once.
 */
import { z } from 'zod';

/** The schema a value at `key` of `schema` is checked with; undefined when it has none. */
function childOf(schema: z.ZodType, key: string): z.ZodType | undefined {
  if (schema instanceof z.ZodObject) return (schema.shape as Record<string, z.ZodType>)[key];
  // `a.and(b)`: the field is one side's.
  if (schema instanceof z.ZodIntersection) {
    return childOf(unwrapped(schema.def.left as z.ZodType), key) ?? childOf(unwrapped(schema.def.right as z.ZodType), key);
  }
  if (schema instanceof z.ZodArray && /^\d+$/.test(key)) return schema.element as z.ZodType;
  return undefined;
}

/**
 * The schema that judges the value itself: past optional, nullable and default wrappers, and the
 * input side of a pipe (`.transform`), or its output side after a preprocessing step.
 */
function unwrapped(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return unwrapped(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodPipe) return unwrapped((schema.in instanceof z.ZodTransform ? schema.out : schema.in) as z.ZodType);
  return schema;
}

/** The most characters the text at `path` (`name`, `bank.IBAN`, `sms.0.keyword_ar`) may have; undefined when it is not a bounded text. */
export function maxLengthAt(schema: z.ZodType, path: string): number | undefined {
  let current: z.ZodType | undefined = unwrapped(schema);
  for (const key of path.split('.')) {
    current = current && childOf(current, key);
    current = current && unwrapped(current);
  }
  return current instanceof z.ZodString ? (current.maxLength ?? undefined) : undefined;
}
