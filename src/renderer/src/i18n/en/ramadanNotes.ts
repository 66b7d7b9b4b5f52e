/** Ramadan notes (spec 2.14). `deleteQuestion` is the spec's, with the note's content as `{{name}}`. */
export const ramadanNotes = {
  /** The menu entry and the list's title. */
  menu: 'Ramadan notes',
  addTitle: 'Add New Ramadan Note',
  editTitle: 'Edit Ramadan Note',
  add: 'Add New Ramadan Note',
  empty: 'No RamadanNotes Found',
  nothingSelected: 'please select some notes',
  bulkDeleted: 'successfully deleted notes',
  deleted: 'Ramadan note {{name}} deleted successfully',
  deleteQuestion: 'Are you sure you want to delete {{name}} from Ramadan Notes?',
  saved: 'Ramadan note saved successfully',
  content: 'Content',
  name: 'Name',
  daynum: 'Day Number',
  daynumHint: 'A day of Ramadan, {{min}} to {{max}}',
  createdAt: 'Created at',
  updatedAt: 'Updated at',
  objectId: 'Object ID',
};

// The section's type in the dictionary (../sectionFiles.ts).
declare module '../sectionFiles' {
  interface SectionFiles { ramadanNotes: typeof ramadanNotes }
}
