/**
 * The page `npm run bench:palette` types into (tests/bench/palette.ts builds it with Vite from
 * tests/bench/palette-page/index.html; nothing of the app imports it): the palette's own field
 * and list (PaletteCommand) over `?entries=` entries (10,000 by default), narrowed at every key
 * by the app's own functions (prepareEntries once, filterEntries per key, the app's limit per
 * group), as CommandPalette.tsx does, in Arabic (right to left).
 *
 * For each change of the field it records, in `window.__paletteKeys`, the milliseconds from the
 * input event (`timeStamp`, when the browser created it) to the end of the task that handled it,
 * with React's render committed and the list's style and layout computed (read back): the script,
 * style and layout one key costs. Painting is left out (a few dozen rows); so is the wait for the
 * next frame, which is not work.
 */
import { useMemo, useState } from 'react';
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
document.addEventListener(
  'input',
  (event) => {
    const started = event.timeStamp;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const list = document.querySelector('[cmdk-list]');
      list?.getBoundingClientRect();
      window.__paletteKeys.push(performance.now() - started);
      window.__paletteShown.push(document.querySelectorAll('[cmdk-item]').length);
    };
    channel.port2.postMessage(null);
  },
  { capture: true },
);

createRoot(document.getElementById('root')!).render(
  <FluentProvider theme={webLightTheme} dir="rtl" style={{ maxWidth: 640, margin: '32px auto' }}>
    <Bench />
  </FluentProvider>,
);
