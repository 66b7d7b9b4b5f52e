/**
 * The top bar's publishing buttons (spec 2.1, 4 Update buttons, 8): their names, their toasts
 * (the spec's own strings where it gives them) and the status line beside each.
 * `{{time}}` is a time already formatted for the language; `{{reason}}` the server's words.
 */
export const publishing = {
  /** Names the group of the three buttons. */
  group: 'Publishing',
  updateCauses: 'Update Cases',
  updateProjects: 'Update Projects',
  updateWebsiteBlogs: 'Update Website Blogs',
  causesUpdated: 'cases updated',
  projectsUpdated: 'Projects Updated',
  websiteBlogsDone: 'publishing done successfully',
  websiteBlogsFailed: 'publishing failed: {{reason}}',
  projectsFailed: 'Publishing the projects failed: {{reason}}',
  causesFailed: 'Publishing the cases failed: {{reason}}',
  publishedAt: 'Published {{time}}',
  neverPublished: 'Never published',
  running: 'Publishing…',
  failedAt: 'Failed {{time}}',
  /** The tooltip of the dot that shows something changed since the last publication. */
  unpublishedChanges: 'Unpublished changes',
  /** What a screen reader hears after the status line instead of the dot. */
  unpublishedNote: ', unpublished changes',
  notConfigured: 'Not configured',
  statusUnavailable: 'Status unavailable',
};

// The section's type in the dictionary (../sectionFiles.ts).
declare module '../sectionFiles' {
  interface SectionFiles { publishing: typeof publishing }
}
