/** Ambassadors (spec 2.7, 8): the list's texts and the form's labels. */
export const ambassadors = {
  /** The menu entry and the list's title. */
  menu: 'Ambassadors',
  addTitle: 'Add ambassador',
  editTitle: 'Edit ambassador',
  add: 'Add an Ambassador',
  empty: 'No Ambassadors Found',
  nothingSelected: 'please select some Embassadors',
  bulkDeleted: 'successfully deleted ambassadors',
  deleted: 'Ambassador {{name}} deleted successfully',
  saved: 'Ambassador saved successfully',
  name: 'Name',
  description: 'Description',
  createdAt: 'Created at',
  socialMedia: 'Social media',
  objectId: 'Object ID',
  photo: 'Photo',
  photoOf: 'Photo of {{name}}',
  language: 'Language',
  gender: 'Gender',
  facebook: 'Facebook link',
  youtube: 'YouTube link',
  twitter: 'Twitter link',
  instagram: 'Instagram link',
};

// The section's type in the dictionary (../sectionFiles.ts).
declare module '../sectionFiles' {
  interface SectionFiles { ambassadors: typeof ambassadors }
}
