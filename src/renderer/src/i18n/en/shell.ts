/** The shell: the app, the language button, the top bar, the menu and its pages. */

export const app = {
  name: 'Charity Back-office',
  tagline: 'Donation content management',
  loading: 'Loading…',
  checkingSession: 'Checking your session…',
  sessionCheckFailed: 'Your session could not be checked.',
  retry: 'Try again',
  aWhile: 'a little while',
  skipToContent: 'Skip to main content',
};

export const language = {
  /** Accessible name of the language button: "<switchTo> <target language name>". */
  switchTo: 'Switch language to',
  ar: 'العربية',
  en: 'English',
};

export const shell = {
  mainMenu: 'Main menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  organization: 'Organization',
  allOrganizations: 'All organizations',
  logout: 'Log out',
  signedInAs: 'Signed in as {{name}}',
  opensInBrowser: 'opens in your web browser',
  linkRefused: 'The link could not be opened.',
  linkUnavailable: 'The link address is not configured.',
};

export const nav = {
  overview: 'Overview',
  projects: 'Projects',
  causes: 'Urgent cases',
  appHomePage: 'App Home Page',
  analytics: 'Analytics',
  reports: 'Reports',
  keywords: 'Keywords',
  website: 'Website',
  settings: 'Settings',
  appSettings: 'App settings',
  campaignPages: 'Campaign pages',
  landingPages: 'Landing pages',
  liveIncome: 'Live income',
};

export const pages = {
  notFoundTitle: 'Page not found',
  notFoundBody: 'There is no screen at this address.',
  backToOverview: 'Go to the overview',
  errorTitle: 'This screen could not be shown',
};
