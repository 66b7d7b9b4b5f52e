/**
 * What the lists' grid says to a screen reader as it changes (components/list/ListAnnouncer.tsx):
 * a row's place counts every page of the list, as its `aria-rowindex` does.
 */
export const listKeyboard = {
  rowSelected: 'Row {{row}} of {{total}} selected',
  rowNotSelected: 'Row {{row}} of {{total}} not selected',
  pageSelected: 'Every row on this page selected',
  pageNotSelected: 'No row on this page selected',
  /** A page turned (the buttons, PageUp and PageDown, the [ and ] keys). */
  page: 'Page {{page}} of {{total}}',
};

// The section's type in the dictionary (../sectionFiles.ts).
declare module '../sectionFiles' {
  interface SectionFiles { listKeyboard: typeof listKeyboard }
}
