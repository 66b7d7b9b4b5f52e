/**
 * The public donation pages in the back-office (spec 2.8, 2.12, 2.13): 'Create MPS' on projects
 * and urgent cases, the memorial's 'Generate Landing Page', the page-link dialog and the list of
 * every generated page. The /jalillah campaign form has its own section (campaignPages).
 */
export const landingPages = {
  // 'Create MPS' (a row button of projects and urgent cases).
  createMps: 'Create MPS',
  createMpsRow: 'Create MPS for {{name}}',
  creatingMps: 'Creating the page of {{name}}…',
  mpsCreated: 'mps created successfully',
  // The dialog that gives a created page's link.
  linkDialogTitle: 'Page link',
  linkOf: 'The public page of {{name}}:',
  pageLink: 'Link of the page',
  openPage: 'Open page',
  copyLink: 'Copy link',
  close: 'Close',
  // The memorial form's 'Generate Landing Page' (edit mode only).
  generate: 'Generate Landing Page',
  generating: 'Generating the landing page…',
  generateHint: 'Makes (or updates) the public page of this case and puts its link in the share link field.',
  successfullyCreated: 'successfully Created',
  visitPage: 'Visit the page',
  clickSaveToKeep: 'Click Save to store the link in the share link field.',
  uncountedKeywords: 'The bar will not count donations sent with these keywords: the record is switched off, or the keyword counts for something else on these dates:',
  // The list of every generated page.
  empty: 'No landing pages Found',
  nothingSelected: 'please select some landing pages',
  bulkDeleted: 'successfully deleted landing pages',
  deleted: 'Landing page {{name}} deleted successfully',
  name: 'Name',
  language: 'Language',
  kind: 'Kind',
  record: 'Record',
  slug: 'Address',
  link: 'Link',
  createdAt: 'Created at',
  updatedAt: 'Updated at',
  kinds: {
    project: 'Project',
    cause: 'Urgent case',
    memorial: 'Memorial',
    campaign: 'Campaign',
  },
  /** A page's record: its kind and id ('Project 12'). */
  recordOf: '{{kind}} {{id}}',
  /** A campaign page made by the marketing system has no record of ours. */
  noRecord: 'Marketing system',
  copyLinkRow: 'Copy the link of {{name}}',
  openPageRow: 'Open the page of {{name}}',
  addCampaign: 'New campaign page',
};
