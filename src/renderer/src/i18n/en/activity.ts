/** The Activity screen (issue 23): every admin's changes to the records, filtered, searched and exported. */
export const activity = {
  /** The menu entry and the screen's title. */
  menu: 'Activity',
  filters: 'Filters',
  admin: 'Admin',
  allAdmins: 'All admins',
  /** The kind of record (a resource by its menu name); the Trash's filter says it the same way. */
  resource: 'Record type',
  allResources: 'All types',
  /** History of the publishing buttons ('Update Projects' …), which is no resource's. */
  publications: 'Publications',
  action: 'Action',
  allActions: 'All actions',
  from: 'From',
  to: 'To',
  toBeforeFrom: 'The end day cannot be before the start day.',
  fromAfterTo: 'The start day cannot be after the end day.',
  clearFilters: 'Clear filters',
  when: 'When',
  record: 'Record',
  recordId: 'Record ID',
  changes: 'Changed fields',
  client: 'Client',
  /** Where a write came from (HISTORY_CLIENTS); a version follows the app's name. */
  clients: {
    desktop: 'Desktop app',
    browser: 'Browser',
    api: 'Marketing API',
    system: 'System',
  },
  clientVersion: '{{client}} {{version}}',
  empty: 'No changes have been recorded yet.',
  noMatches: 'No changes match these filters.',
  csvFailed: 'The CSV could not be saved: {{reason}}',
};

// The section's type in the dictionary (../sectionFiles.ts).
declare module '../sectionFiles' {
  interface SectionFiles { activity: typeof activity }
}
