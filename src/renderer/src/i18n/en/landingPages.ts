/**
 * The public donation pages in the back-office (spec 2.8, 2.12, 2.13): 'Create MPS' on projects
 * and urgent cases, the memorial's 'Generate Landing Page', the page-link dialog and the list of
 * every generated page. The /jalillah campaign form has its own section (campaignPages).
 */
export const landingPages = {
  // 'Create MPS' (spec 2.12, 2.13: a row button of projects and urgent cases), said as what it makes.
  createMps: 'Create donation page',
  createMpsRow: 'Create donation page for {{name}}',
  creatingMps: 'Creating the page of {{name}}…',
  mpsCreated: 'Donation page created',
  // The dialog that gives the links of the pages created.
  linkDialogTitle: 'Donation page links',
  pagesOf: 'The public pages of {{name}}, one in each language:',
  linkOf: 'The public page of {{name}}:',
  pageIn: {
    ar: 'Arabic page',
    en: 'English page',
  },
  pageLink: 'Link of the page',
  openPage: 'Open page',
  copyLink: 'Copy link',
  close: 'Close',
  // The memorial form's 'Generate Landing Page' (edit mode only).
  generate: 'Generate Landing Page',
  generating: 'Generating the landing page…',
  generateHint: 'Makes (or updates) the public page of this case and puts its link in the share link field.',
  successfullyCreated: 'successfully Created',
  openShortCodes: 'Open Short codes',
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
  /** A page's record: its kind and name ('Project: Water well'). */
  recordOf: '{{kind}}: {{name}}',
  /** A page whose record was deleted since: its kind and id. */
  recordGone: '{{kind}} {{id}} (deleted)',
  copyLinkRow: 'Copy the link of {{name}}',
  openPageRow: 'Open the page of {{name}}',
  addCampaign: 'New campaign page',
};

// The section's type in the dictionary (../sectionFiles.ts).
declare module '../sectionFiles' {
  interface SectionFiles { landingPages: typeof landingPages }
}
