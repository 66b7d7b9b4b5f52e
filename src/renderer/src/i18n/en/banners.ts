export const banners = {
  /** The menu entry and the list's title. */
  menu: 'Banners',
  addTitle: 'New banner',
  editTitle: 'Edit banner',
  add: 'Add a Banner',
  empty: 'No Banners Found',
  nothingSelected: 'please select some banners',
  bulkDeleted: 'successfully deleted banners',
  deleted: 'Banner {{name}} deleted successfully',
  saved: 'Banner saved successfully',
  savedHidden: 'Banner {{name}} is saved, but not listed here: this list shows only the banners that open a project of {{organization}}.',
  savedOff: 'Banner {{name}} is saved and OFF: the app shows it once you switch it on.',
  intID: 'INT ID',
  target: 'Target',
  startDate: 'Start date',
  targetType: 'Target type',
  targetTypes: {
    project: 'Open Project Payment Screen',
    activity: 'Open Activity Screen',
    url: 'Open Url',
  },
  activity: 'Activity',
  chooseActivity: 'Choose an activity',
  organization: 'Organization',
  chooseOrganization: 'Choose an organization',
  url: 'URL',
  image: 'Banner image',
};

// The section's type in the dictionary (../sectionFiles.ts).
declare module '../sectionFiles' {
  interface SectionFiles { banners: typeof banners }
}
