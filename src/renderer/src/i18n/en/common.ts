/** The kit's texts: lists, forms, shared column labels, the organization dialog, the editor and the image field. */

export const common = {
  cancel: 'Cancel',
  save: 'Save',
  back: 'Back',
  copy: 'Copy',
  copied: 'Copied to the clipboard',
  copyFailed: 'Could not copy to the clipboard',
  yes: 'Yes',
  no: 'No',
  notSet: 'Not set',
  active: 'Active',
  notActive: 'Not Active',
  /** A record's content language and gender (ambassador and memorial forms). */
  arabic: 'Arabic',
  english: 'English',
  male: 'Male',
  female: 'Female',
};

export const list = {
  toolbar: 'List actions',
  columns: 'Columns',
  exportCsv: 'Export CSV',
  csvSaved: 'CSV saved to {{path}}',
  csvDownloaded: 'CSV downloaded',
  deleteSelected: 'Delete selected',
  deleteSelectedCount: 'Delete selected ({{number}})',
  selectPage: 'Select all rows on this page',
  selectRow: 'Select {{name}}',
  /** The note above a list narrowed to the top bar's organization (OrganizationFilterNote). */
  onlyOrganization: 'Showing only {{name}}',
  showAllOrganizations: 'Show all organizations',
  edit: 'Edit',
  editRow: 'Edit {{name}}',
  delete: 'Delete',
  deleteRow: 'Delete {{name}}',
  active: 'Active',
  off: 'OFF',
  statusOf: 'Status of {{name}}',
  statusChanged: "{{name}}'s status has been changed successfully.",
  /** The Approved Yes/No switch (ambassadors, memorial persons). */
  approvedOf: 'Approved: {{name}}',
  approvalChanged: "{{name}}'s approval has been changed successfully.",
  confirmDeleteTitle: 'Delete this item?',
  confirmDelete: 'Delete {{name}}? It goes to the Trash, from where it can be restored.',
  confirmBulkTitle: 'Delete the selected items?',
  confirmBulk: 'Delete the {{number}} selected items? They go to the Trash, from where they can be restored.',
  deletedOne: '{{name}} was deleted',
  // Six plural forms because the Arabic dictionary, typed by this one, needs them; English uses one and other (and zero).
  rowCount_zero: 'No rows',
  rowCount_one: '{{number}} row',
  rowCount_two: '{{number}} rows',
  rowCount_few: '{{number}} rows',
  rowCount_many: '{{number}} rows',
  rowCount_other: '{{number}} rows',
  pagination: 'Pages',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageNumber: 'Page {{page}}',
  pageOf: 'Page {{page}} of {{total}}',
  /** The search box of every list (ListSearch). */
  search: 'Search',
  searchPlaceholder: 'Search this list',
  clearSearch: 'Clear the search',
  noResults: 'No results for “{{term}}”',
  /** A CSV export under way, a page at a time. */
  exporting: 'Exporting {{written}} of {{total}}',
  exportingStarted: 'Exporting…',
};

export const form = {
  unsavedTitle: 'Discard your changes?',
  unsavedMessage: 'This form has changes that are not saved. Leave and discard them?',
  discard: 'Discard changes',
  notFound: 'This item no longer exists.',
  staleRecord:
    'Someone else changed this record after you opened it, so your changes were not saved. Reload shows the current record and replaces what you typed.',
  reload: 'Reload',
  cannotSend: 'This form cannot be sent: {{reasons}}',
  /** Under a text field with a length limit: what is shown, and what a screen reader is told once typing pauses. */
  characterCount: '{{count}} / {{max}}',
  charactersUsed: 'Characters: {{count}} of {{max}}',
  charactersOver: 'Characters: {{count}} of {{max}}, {{over}} too many',
};

export const columns = {
  id: 'ID',
  intID: 'INT ID',
  nameAR: 'Arabic name',
  nameEN: 'English name',
  infoAR: 'Arabic info',
  infoEN: 'English info',
  order: 'Order',
  countryid: 'Country ID',
  deeplink: 'Deeplink',
  status: 'Status',
  actions: 'Actions',
  image: 'Image',
  approved: 'Approved',
};

export const selectOrganization = {
  title: 'Select organization',
  label: 'Organization',
  placeholder: 'Choose an organization',
  confirm: 'Confirm',
};

export const richText = {
  toolbar: 'Text formatting',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  orderedList: 'Numbered list',
  bulletList: 'Bulleted list',
  link: 'Link',
  align: 'Alignment',
  direction: 'Text direction',
  clear: 'Clear formatting',
};

export const image = {
  choose: 'Choose image',
  replace: 'Replace image',
  remove: 'Remove image',
  uploading: 'Uploading image',
  uploaded: 'Image uploaded',
  preview: 'Image preview',
  noImage: 'No image chosen',
  hint: 'JPEG, PNG or WebP, at most 500 KB (a bigger photo is made smaller)',
  tooLargeTitle: 'Image too large',
  tooLarge: 'Oops! Image size is more than 500 kilobyte! Please Choose smaller size image',
  ok: 'OK',
  /** A photo over 500 KB, made smaller by the app before it is used (imageFitting.ts). */
  shrinking: 'Making the image smaller…',
  shrunk: 'Made smaller to fit 500 KB: {{from}} → {{to}}, {{width}} × {{height}} pixels.',
  /** The explicit upload step (team form, spec 2.17): pick, then upload. */
  select: 'Select image',
  change: 'Change image',
  upload: 'Upload image',
  notUploaded: 'This image is not uploaded yet: press "Upload image" before saving.',
};
