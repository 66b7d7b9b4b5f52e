/** The overview at `/` (spec 2.20): when each kind of content last changed. */
export const overview = {
  banners: 'Banners',
  projects: 'Projects',
  causes: 'Cases',
  memorials: 'In memory',
  lastAdded: 'Last added',
  lastUpdated: 'Last updated',
  /** Nothing added or updated yet. */
  none: '—',
  noneLabel: 'Nothing yet',
  openList: 'Open the {{name}} list',
  loadFailed: 'The overview could not be loaded: {{reason}}',
  loading: 'Loading the overview…',
};

// The section's type in the dictionary (../sectionFiles.ts).
declare module '../sectionFiles' {
  interface SectionFiles { overview: typeof overview }
}
