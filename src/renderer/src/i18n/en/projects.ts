export const projects = {
  add: 'Add New Project',
  empty: 'No Projects Found',
  nothingSelected: 'please select some projects',
  bulkDeleted: 'successfully deleted projects',
  deleted: 'Project {{name}} deleted successfully',
  statusChanged: "Project's status has been changed successfully.",
  needOrganization: 'You must select an organization before creating a Project.',
  category: 'Category',
  categoryId: 'Category ID',
  organization: 'Organization',
  organizationId: 'Organization ID',
  mediaURL: 'Media URL',
  smartDeepLink: 'Smart deeplink',
  smsRows: 'SMS rows',
  bankAccount: 'Bank account',
  ccLink: 'Credit-card link',
  duplicate: 'Duplicate',
  duplicateRow: 'Duplicate {{name}}',
};

// The section's type in the dictionary (../sectionFiles.ts).
declare module '../sectionFiles' {
  interface SectionFiles { projects: typeof projects }
}
