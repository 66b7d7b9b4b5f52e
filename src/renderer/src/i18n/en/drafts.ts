/** Crash-safe drafts of the forms (components/form/drafts): restoring them, the sign-in notice, and a draft meeting a newer record. */
export const drafts = {
  /** The question when a form opens with a draft kept for it. */
  restoreTitle: 'Unsaved changes',
  restoreQuestion: 'Restore your unsaved changes from {{time}}?',
  restore: 'Restore',
  discard: 'Discard',
  restored: 'Your unsaved changes are back in the form.',
  discarded: 'The unsaved changes were discarded.',
  /** After sign-in, when drafts are kept. */
  signInTitle: 'You have unsaved changes',
  signInMessage: 'These forms were not saved when the app last closed. Open one to restore its changes.',
  draftSaved: 'Changes from {{time}}',
  open: 'Open',
  openDraft: 'Open {{title}} ({{time}})',
  later: 'Later',
  /** A draft saved on an older version of the record (409): yours and theirs, field by field. */
  compare: 'Compare',
  compareTitle: 'Someone else saved this record',
  compareIntro:
    'Your changes were made on an older version of this record, and someone else has saved it since. For each field, keep your value or theirs, then save.',
  compareNothing: 'Someone else saved this record, but no field of this form differs from yours. Save to store your version.',
  compareField: '{{field}}',
  yours: 'Yours',
  theirs: 'Theirs',
  keepYours: 'Keep yours',
  keepTheirs: 'Keep theirs',
  saveChoices: 'Save',
  compareFailed: 'The current record could not be read: {{reason}}',
  /** How the comparison shows values. */
  empty: '(empty)',
  on: 'On',
  off: 'Off',
  rowSeparator: ' · ',
};

// The section's type in the dictionary (../sectionFiles.ts).
declare module '../sectionFiles' {
  interface SectionFiles { drafts: typeof drafts }
}
