/**
 * The page `npm run bench:palette` types into (tests/bench/palette.ts builds it with Vite from
 * tests/bench/palette-page/index.html; nothing of the app imports it): the palette's own field
 * and list (PaletteCommand) over `?entries=` entries (10,000 by default), narrowed at every key
 * by the app's own functions (prepareEntries once, filterEntries per key, the app's limit per
 * group), as CommandPalette.tsx does, in Arabic (right to left).
 *
 * For each change of the field it records, in `window.__paletteKeys`, the milliseconds from the
 * input event (`timeStamp`, when the browser created it) to the moment its handling is done, with
 * React's render committed and the list's style and layout computed (read back): the script, style
 * and layout one key costs. It is taken in a listener on `window`, the last the event reaches: by
 * then React has rendered and committed (its root's listener ran, and the microtasks after it), and
 * cmdk's re-renders from its layout effects with it. Painting is left out (a few dozen rows); so is
 * the wait for the next frame, which is not work. (A task posted from the event does not leave it
 * out: Chromium runs the frame due after an input before such a task, so the task waited up to a
 * frame, idle, on about one key in four.)
 */
import { useLayoutEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { PaletteCommand, type PaletteEntry } from './PaletteCommand';
import { filterEntries, PALETTE_GROUP_LIMIT, prepareEntries } from './paletteFilter';

declare global {
  interface Window {
    __paletteKeys: number[];
    __paletteShown: number[];
    /** Of each key, the milliseconds spent narrowing the entries (filterEntries). */
    __paletteFiltering: number[];
    /** Keys whose render was not yet committed when they were measured (must stay 0). */
    __paletteUncommitted: number;
    /** The field's value the last committed render drew. */
    __paletteCommittedQuery: string;
    __benchPhrases: ReadonlyArray<readonly [arabic: string, english: string]>;
  }
}

/** The names the bench gives the entries (tests/bench/support/charity-phrases.ts), set before the page loads. */
const PHRASES = window.__benchPhrases;

const count = Number(new URLSearchParams(window.location.search).get('entries') ?? 10_000);
/** Half screens, half actions, each named in Arabic (shown) and English (its other words), numbered. */
const entries = Array.from({ length: count }, (_, index): PaletteEntry & { group: 'screens' | 'actions' } => {
  const [arabic, english] = PHRASES[index % PHRASES.length]!;
  const number = Math.floor(index / PHRASES.length) + 1;
  return {
    id: `entry:${index}`,
    group: index % 2 === 0 ? 'screens' : 'actions',
    label: `${arabic} ${number}`,
    keywords: `${english} ${number}`,
    detail: index % 2 === 0 ? 'شاشة' : 'إجراء',
  };
});

/** Runs the narrowing and records how long it took. */
function timed<T>(narrow: () => T): T {
  const started = performance.now();
  const narrowed = narrow();
  window.__paletteFiltering.push(performance.now() - started);
  return narrowed;
}

function Bench() {
  const [query, setQuery] = useState('');
  const screens = useMemo(() => prepareEntries(entries.filter((entry) => entry.group === 'screens')), []);
  const actions = useMemo(() => prepareEntries(entries.filter((entry) => entry.group === 'actions')), []);
  const sections = useMemo(
    () =>
      timed(() => [
        { key: 'screens', heading: 'الشاشات', entries: filterEntries(screens, query, PALETTE_GROUP_LIMIT) },
        { key: 'actions', heading: 'الإجراءات', entries: filterEntries(actions, query, PALETTE_GROUP_LIMIT) },
      ]),
    [screens, actions, query],
  );
  const shown = sections.reduce((sum, section) => sum + section.entries.length, 0);
  useLayoutEffect(() => {
    window.__paletteCommittedQuery = query;
  }, [query]);
  return (
    <PaletteCommand
      inputLabel="الشاشات والإجراءات والسجلات"
      placeholder="اكتب…"
      listLabel="النتائج"
      query={query}
      onQueryChange={setQuery}
      sections={sections}
      onChoose={() => undefined}
      announcement={`النتائج: ${shown}`}
    />
  );
}

window.__paletteKeys = [];
window.__paletteShown = [];
window.__paletteFiltering = [];
window.__paletteUncommitted = 0;
window.__paletteCommittedQuery = '';
window.addEventListener('input', (event) => {
  if ((event.target as HTMLInputElement).value !== window.__paletteCommittedQuery) window.__paletteUncommitted += 1;
  const list = document.querySelector('[cmdk-list]');
  list?.getBoundingClientRect();
  window.__paletteKeys.push(performance.now() - event.timeStamp);
  window.__paletteShown.push(document.querySelectorAll('[cmdk-item]').length);
});

createRoot(document.getElementById('root')!).render(
  <FluentProvider theme={webLightTheme} dir="rtl" style={{ maxWidth: 640, margin: '32px auto' }}>
    <Bench />
  </FluentProvider>,
);
