export const organizations = {
  /** The menu entry and the list's title. */
  menu: 'Organizations',
  addTitle: 'Add an organization',
  editTitle: 'Edit organization',
  add: 'Add an Organization',
  empty: 'No Organizations Found',
  nothingSelected: 'please select some organizations',
  bulkDeleted: 'successfully deleted organizations',
  deleted: 'Organization {{name}} deleted successfully',
  saved: 'Organization saved successfully',
  intID: 'INT ID',
  reportingEmail: 'Reporting email',
  address: 'Address',
  email: 'Email',
  fax: 'Fax',
  fb: 'Facebook',
  tel: 'Telephone',
  tw: 'Twitter',
  web: 'Website',
  hasRepeatedDonation: 'Repeated donation',
  hasReporting: 'Reporting',
  paymentMethods: 'Payment methods',
  isPremium: 'Premium',
  takamulNgoId: 'Takamul NGO ID',
  takamulHint: "'0' keeps the organization out of the SMS reports",
};

// The section's type in the dictionary (../sectionFiles.ts).
declare module '../sectionFiles' {
  interface SectionFiles { organizations: typeof organizations }
}
