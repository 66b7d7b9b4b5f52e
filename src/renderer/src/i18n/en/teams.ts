/** The team members shown on the website (spec 2.17) and their form (spec 4 'Team form'). */
export const teams = {
  /** The menu entry and the list's title. */
  menu: 'Teams',
  addTitle: 'Add team member',
  editTitle: 'Edit team member',
  add: 'Add a team member',
  empty: 'No teams Found',
  // Spec 8 gives teams no text of their own: its generic one.
  nothingSelected: 'please select items',
  bulkDeleted: 'successfully deleted team members',
  deleted: 'Team member {{name}} deleted successfully',
  saved: 'Team member saved successfully',
  photo: 'Photo',
  name: 'Name',
  title: 'Title',
  photoOf: 'Photo of {{name}}',
};

// The section's type in the dictionary (../sectionFiles.ts).
declare module '../sectionFiles' {
  interface SectionFiles { teams: typeof teams }
}
