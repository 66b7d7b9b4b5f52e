import { z } from 'zod';
import { classRecordFields } from './class-record';
import { requiredInt, requiredText, versionField } from './fields';

/** A Ramadan note (class RamadanNotes, spec 2.14 and 3): plain text for one day of the month. */
export const ramadanNoteSchema = z.object({
  ...classRecordFields,
  content: z.string(),
  name: z.string(),
  daynum: z.number().int(),
});
export type RamadanNote = z.infer<typeof ramadanNoteSchema>;

/** The days of Ramadan a note may be for. */
export const RAMADAN_DAYS = { min: 1, max: 30 } as const;

/** Body of a create and an update (spec 5: content, name and day number required). */
export const ramadanNoteInputSchema = z.strictObject({
  content: requiredText(1000),
  name: requiredText(200),
  daynum: requiredInt(RAMADAN_DAYS),
  version: versionField,
});
export type RamadanNoteInput = z.input<typeof ramadanNoteInputSchema>;
