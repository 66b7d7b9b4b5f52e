export const shortCodes = {
  /** The menu entry and the list's title. */
  menu: 'Short codes',
  addTitle: 'Add short code',
  editTitle: 'Edit short code',
  add: 'Add a short code',
  empty: 'No Short Codes Found',
  nothingSelected: 'please select some short codes',
  bulkDeleted: 'successfully deleted short codes',
  deleted: 'Short code {{name}} deleted successfully',
  saved: 'Short code saved successfully',
  rowName: '{{shortcode}} (ID {{id}})',
  mno: 'Operator',
  organization: 'Organization',
  price: 'Price',
  shortcode: 'Short code',
  keywordEN: 'English keyword',
  selectOrganization: 'Select an organization',
  selectMno: 'Select an operator',
};

// The section's type in the dictionary (../sectionFiles.ts).
declare module '../sectionFiles' {
  interface SectionFiles { shortCodes: typeof shortCodes }
}
