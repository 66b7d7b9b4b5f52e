/** Urgent cases: `causes` in the code, as on the wire. */
export const causes = {
  add: 'Add A Case',
  empty: 'No Cases Found',
  nothingSelected: 'please select some cases',
  bulkDeleted: 'successfully deleted cases',
  deleted: 'Case {{name}} deleted successfully',
  statusChanged: "Case's status has been changed successfully.",
  needOrganization: 'You must select an organization before creating a Case.',
  needOrganizationToDuplicate: 'You must select an organization before duplicating the case',
  category: 'Category',
  categoryId: 'Category ID',
  organization: 'Organization',
  organizationId: 'Organization ID',
  descriptionAR: 'Arabic description',
  descriptionEN: 'English description',
  targetAmount: 'Target amount',
  collectedAmount: 'Collected amount',
  mediaURL: 'Media URL',
  copyDeeplink: 'Copy the deeplink of {{name}}',
  duplicate: 'Duplicate',
  duplicateRow: 'Duplicate {{name}}',
};

// The section's type in the dictionary (../sectionFiles.ts).
declare module '../sectionFiles' {
  interface SectionFiles { causes: typeof causes }
}
