export const activities = {
  /** The menu entry and the list's title. */
  menu: 'Activities',
  addTitle: 'Add activity',
  editTitle: 'Edit activity',
  add: 'Add an Activity',
  empty: 'No activities Found',
  nothingSelected: 'please select some activities',
  bulkDeleted: 'successfully deleted activities',
  deleted: 'Activity {{name}} deleted successfully',
  saved: 'Activity saved successfully',
  copyDeeplink: 'Copy the deeplink of {{name}}',
  intID: 'INT ID',
  image: 'Activity image',
};

// The section's type in the dictionary (../sectionFiles.ts).
declare module '../sectionFiles' {
  interface SectionFiles { activities: typeof activities }
}
