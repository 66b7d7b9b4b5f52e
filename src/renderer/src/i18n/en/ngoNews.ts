/** NGO news (spec 2.11): the list at /ngo and its form. The spec names no empty text; this one follows its pattern. */
export const ngoNews = {
  /** The menu entry and the list's title. */
  menu: 'Organization news',
  addTitle: 'Add organization news',
  editTitle: 'Edit organization news',
  add: 'Add an NGONews',
  empty: 'No NGO news Found',
  nothingSelected: 'please select some ngoNews',
  bulkDeleted: 'successfully deleted NGO news',
  deleted: 'NGO news {{name}} deleted successfully',
  saved: 'NGO news saved successfully',
  link: 'Link',
  organization: 'Organization',
  selectOrganization: 'Select an organization',
  image: 'News image',
  imageOf: 'Image of {{name}}',
  createdAt: 'Created at',
  objectId: 'Object ID',
};

// The section's type in the dictionary (../sectionFiles.ts).
declare module '../sectionFiles' {
  interface SectionFiles { ngoNews: typeof ngoNews }
}
