/**
 * Record history (issue 23): the History panel of every edit screen, and the Undo a delete's toast
 * offers. The Activity and Trash screens have sections of their own.
 */
export const history = {
  /** The edit screen's button and the panel's title. */
  open: 'History',
  title: 'History',
  close: 'Close history',
  /** The timeline's list, for assistive technology. */
  entries: 'Changes, newest first',
  noEntries: 'No changes are recorded for this record yet.',
  loadMore: 'Load more',
  /** Between who made a change and when. */
  separator: ' · ',
  actions: {
    create: 'Created',
    update: 'Edited',
    status: 'Status changed',
    approval: 'Approval changed',
    payments: 'Payment details changed',
    delete: 'Moved to the Trash',
    restore: 'Brought back from the Trash',
    purge: 'Deleted for good',
    publish: 'Published',
  },
  /** An update that restored an earlier version: when that version was written, if it is on the timeline. */
  restoredVersionOf: 'Restored the version of {{when}}',
  restoredVersion: 'Restored an earlier version',
  before: 'Before',
  after: 'After',
  empty: '(empty)',
  /** A project's or case's SMS row, in one line. */
  smsRow: '{{operator}}, short code {{shortCode}}: {{keywordAR}} / {{keywordEN}}, {{price}} AED',
  /** A field of a list item (a bank block), and what goes between two. */
  itemField: '{{label}}: {{value}}',
  itemSeparator: '; ',
  restoreThis: 'Restore this version',
  restoreTitle: 'Restore this version?',
  restoreQuestion: 'The record is saved with the values it had after the change {{who}} made on {{when}}. Changes not yet saved in the form are replaced.',
  restore: 'Restore',
  restored: 'The earlier version was restored',
  versionFailed: 'That version could not be read: {{reason}}',
  /** The toast after a delete: its Undo, and what Undo then says. */
  undo: 'Undo',
  undone: 'Restored',
  undoRefused: 'Not restored: {{reason}}',
};

// The section's type in the dictionary (../sectionFiles.ts).
declare module '../sectionFiles' {
  interface SectionFiles { history: typeof history }
}
