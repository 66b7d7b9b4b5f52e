/**
 * What the app says to a screen reader without showing it (components/LiveRegions.tsx): the sum of
 * a refused save, and how to reach a toast's button. Counted keys carry the six plural forms
 * because the Arabic dictionary, typed by this one, needs them; English uses one and other.
 */
export const announcements = {
  /** A save the form's checks refused: one sentence for all its fields, the keyboard on the first. */
  fieldsNeedAttention_zero: 'No field needs attention.',
  fieldsNeedAttention_one: '{{number}} field needs attention.',
  fieldsNeedAttention_two: '{{number}} fields need attention.',
  fieldsNeedAttention_few: '{{number}} fields need attention.',
  fieldsNeedAttention_many: '{{number}} fields need attention.',
  fieldsNeedAttention_other: '{{number}} fields need attention.',
  /** A toast with a button (a delete's Undo): the keys that put the keyboard on it (Ctrl+M). */
  toastAction: '{{message}}. To reach {{action}}, press {{keys}}.',
};

// The section's type in the dictionary (../sectionFiles.ts).
declare module '../sectionFiles' {
  interface SectionFiles { announcements: typeof announcements }
}
