/** Notifications of the app and website (spec 2.11): the list at /notification and its two editors. */
export const notifications = {
  /** The menu entry and the list's title. */
  menu: 'Notifications',
  addTitle: 'Add a notification',
  editTitle: 'Edit notification',
  add: 'Add a notification',
  empty: 'No notifications Found',
  nothingSelected: 'please select some notifications',
  bulkDeleted: 'successfully deleted notifications',
  deleted: 'Notification {{name}} deleted successfully',
  saved: 'Notification saved successfully',
  textEN: 'English text',
  textAR: 'Arabic text',
  createdAt: 'Created at',
  objectId: 'Object ID',
};

// The section's type in the dictionary (../sectionFiles.ts).
declare module '../sectionFiles' {
  interface SectionFiles { notifications: typeof notifications }
}
