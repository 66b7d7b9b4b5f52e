export const keywords = {
  empty: 'No keywords Found',
  nothingSelected: 'please select some keywords',
  bulkDeleted: 'successfully deleted keywords',
  deleted: 'Keyword {{name}} deleted successfully',
  saved: 'Keyword saved successfully',
  title: 'Title',
  organization: 'Organization',
  createdAt: 'Created at',
  filter: 'Filter by organization',
  selectOrganization: 'Select an organization',
  addForm: 'Add a keyword',
  editForm: 'Edit keyword',
  add: 'Add',
  edit: 'Edit',
};

// The section's type in the dictionary (../sectionFiles.ts).
declare module '../sectionFiles' {
  interface SectionFiles { keywords: typeof keywords }
}
