/**
 * The command palette (Ctrl+K / ⌘K, and the top bar's Search button) and the keyboard shortcuts
 * dialog (?): screens, actions and records found by what is typed.
 */
export const palette = {
  /** The top bar's button. */
  button: 'Search',
  buttonLabel: 'Search screens, actions and records',
  /** The dialog's title; the field's label. */
  title: 'Search and commands',
  inputLabel: 'Screens, actions and records',
  placeholder: 'Type a screen, an action or a name…',
  organizationPlaceholder: 'Type an organization’s name…',
  listLabel: 'Results',
  close: 'Close',
  /** What the keys do, under the list, each after its keys (shown left to right: ↑ ↓, Enter, Esc). */
  hints: { move: 'move', open: 'open', close: 'close', choose: 'choose', back: 'go back' },
  /** Said to a screen reader as the results change. */
  resultCount: 'Results: {{count}}',
  noResults: 'Nothing found for “{{query}}”.',
  searchingRecords: 'Searching records…',
  recordsFailed: 'Records could not be searched: {{reason}}',
  groups: {
    recent: 'Recent',
    screens: 'Screens',
    actions: 'Actions',
    records: 'Records',
    organizations: 'Organizations',
  },
  /** A screen's place in the menu, beside its name. */
  screenDetail: 'Screen',
  actions: {
    newProject: 'New project',
    newCause: 'New urgent case',
    switchLanguage: 'Switch language to {{language}}',
    switchOrganization: 'Switch organization…',
    settings: 'Open app settings',
    shortcuts: 'Keyboard shortcuts',
    liveIncome: 'Open live income',
  },
  /** Other words an action is found by (not shown). */
  actionWords: {
    newProject: 'add create project',
    newCause: 'add create case urgent',
    publish: 'publish',
    switchLanguage: 'language arabic english',
    switchOrganization: 'organization filter',
    signOut: 'sign out log out exit',
    settings: 'settings server',
    shortcuts: 'keys help',
  },
  actionDetail: 'Action',
  currentOrganization: 'Current',
  /** What kind of record a result is, beside its name. */
  recordKinds: {
    projects: 'Project',
    causes: 'Urgent case',
    memorials: 'Memorial person',
    keywords: 'Keyword',
    landingPages: 'Landing page',
    ambassadors: 'Ambassador',
    banners: 'Banner',
    activities: 'Activity',
    organizations: 'Organization',
    teams: 'Team member',
    ramadanNotes: 'Ramadan note',
    adminUsers: 'Admin',
  },
  help: {
    title: 'Keyboard shortcuts',
    intro: 'Keys work by their place on the keyboard, so they are the same on the Arabic and the English layout.',
    macNote: 'On a Mac, ⌘ is the Command key.',
    action: 'Action',
    keys: 'Keys',
    close: 'Close',
    scopes: {
      everywhere: 'Everywhere',
      list: 'In lists',
      form: 'In forms',
    },
    shortcuts: {
      palette: 'Search screens, actions and records',
      help: 'Show the keyboard shortcuts',
      focusToasts: 'Go to the newest notification',
      save: 'Save the form',
      cancel: 'Leave the form without saving',
      newRecord: 'Add a new record',
      searchList: 'Search the list',
      nextPage: 'Next page',
      previousPage: 'Previous page',
    },
  },
};

// The section's type in the dictionary (../sectionFiles.ts).
declare module '../sectionFiles' {
  interface SectionFiles { palette: typeof palette }
}
