/** Screen titles of the routes whose title is not their menu entry's. */
export const screens = {
  newProject: 'New project',
  editProject: 'Edit project',
  duplicateProject: 'Duplicate project',
  projectExtendedForms: 'Project extended forms',
  newCase: 'New case',
  editCase: 'Edit case',
  duplicateCase: 'Duplicate case',
  caseExtendedForms: 'Case extended forms',
  addMemorialPerson: 'Add memorial person',
  editMemorialPerson: 'Edit memorial person',
  addAmbassador: 'Add ambassador',
  editAmbassador: 'Edit ambassador',
  addOrganization: 'Add an organization',
  editOrganization: 'Edit organization',
  addActivity: 'Add activity',
  editActivity: 'Edit activity',
  addRamadanNote: 'Add New Ramadan Note',
  editRamadanNote: 'Edit Ramadan Note',
  addShortCode: 'Add short code',
  editShortCode: 'Edit short code',
  newBanner: 'New banner',
  editBanner: 'Edit banner',
  addNgoNews: 'Add organization news',
  editNgoNews: 'Edit organization news',
  addNotification: 'Add a notification',
  editNotification: 'Edit notification',
  addTeamMember: 'Add team member',
  editTeamMember: 'Edit team member',
  addAdmin: 'Add admin',
  editAdmin: 'Edit admin account',
};

// The section's type in the dictionary (../sectionFiles.ts).
declare module '../sectionFiles' {
  interface SectionFiles { screens: typeof screens }
}
