/** Memorial persons, the in-memory cases (spec 2.8, 8): the list's texts and the form's labels. */
export const memorials = {
  /** The menu entry and the list's title. */
  menu: 'Memorial persons',
  addTitle: 'Add memorial person',
  editTitle: 'Edit memorial person',
  add: 'Add New Case',
  empty: 'No Cases Found',
  nothingSelected: 'please select some cases',
  bulkDeleted: 'successfully deleted cases',
  deleted: 'Case {{name}} deleted successfully',
  saved: 'Case saved successfully',
  userId: 'Person ID',
  userIdHint: 'Optional: the app user who asked for this case; they are told when it is approved.',
  name: 'Name',
  age: 'Age',
  applicantName: 'Applicant name',
  collectedAmount: 'Collected amount',
  targetAmount: 'Target amount',
  mobile: 'Mobile Number',
  mobileReadOnly: 'The mobile number cannot be changed after the case is created.',
  copyDeeplink: 'Copy the deeplink of {{name}}',
  description: 'Description',
  createdAt: 'Created at',
  organization: 'Organization',
  chooseOrganization: 'Choose an organization',
  activity: 'Activity',
  chooseActivity: 'Choose an activity',
  sdl: 'Share link',
  image: 'Image',
  imageOf: 'Image of {{name}}',
  language: 'Language',
  gender: 'Gender',
};

// The section's type in the dictionary (../sectionFiles.ts).
declare module '../sectionFiles' {
  interface SectionFiles { memorials: typeof memorials }
}
