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
};

// The section's type in the dictionary (../sectionFiles.ts).
declare module '../sectionFiles' {
  interface SectionFiles { screens: typeof screens }
}
