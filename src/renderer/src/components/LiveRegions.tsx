/**
 * The app's two live regions, the one voice of toasts and of refused saves: polite for what went
 * well (a save, a delete), assertive for what went wrong. Each region says its language (`lang`,
 * `dir`), so a screen reader reads an Arabic message with its Arabic voice also where the page
 * around it is not (a portal, a part of another language).
 *
 * Each message is a new node added to its region, so the same words said twice (two failed saves
 * in a row) are heard twice, and two messages close together are both heard (a region whose text
 * is replaced may drop the first). A message leaves its region once it has been read (not heard:
 * `aria-relevant="additions"`), so no stale text waits there for a reader going through the page.
 *
 * The regions are drawn by the toaster (notify.tsx), which the shell always has: before it is on
 * screen there is nobody to say anything to, and a message is dropped rather than said late.
 */
import { useSyncExternalStore } from 'react';
import { useAtomValue } from 'jotai';
import { makeStyles } from '@fluentui/react-components';
import { TOAST_DURATION_MS } from '../../../shared/constants';
import { directionOf } from '../i18n';
import { languageAtom } from '../state/preferences';
import { visuallyHidden } from './visuallyHidden';

export type Politeness = 'polite' | 'assertive';

interface Announcement {
  id: number;
  text: string;
  politeness: Politeness;
}

/** How long a message stays in its region: as long as a toast shows, time enough to be read. */
const KEPT_MS = TOAST_DURATION_MS;

let announcements: readonly Announcement[] = [];
let lastId = 0;
const listeners = new Set<() => void>();

function changed(next: readonly Announcement[]): void {
  announcements = next;
  for (const listener of listeners) listener();
}

/** Says `text` to a screen reader, politely or at once; nothing when no region is on screen. */
export function announce(text: string, politeness: Politeness): void {
  if (listeners.size === 0 || text.trim() === '') return;
  const announcement = { id: (lastId += 1), text, politeness };
  changed([...announcements, announcement]);
  setTimeout(() => changed(announcements.filter((kept) => kept !== announcement)), KEPT_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const useStyles = makeStyles({ regions: visuallyHidden });

export function LiveRegions() {
  const styles = useStyles();
  const shown = useSyncExternalStore(subscribe, () => announcements);
  const language = useAtomValue(languageAtom);
  const region = (politeness: Politeness) => (
    <div aria-live={politeness} aria-atomic="false" aria-relevant="additions" lang={language} dir={directionOf(language)}>
      {shown
        .filter((announcement) => announcement.politeness === politeness)
        .map((announcement) => (
          <div key={announcement.id}>{announcement.text}</div>
        ))}
    </div>
  );
  return (
    <div className={styles.regions}>
      {region('polite')}
      {region('assertive')}
    </div>
  );
}
