/**
 * What a list says to a screen reader when it changes without the focus moving: a row selected
 * ('Row 3 of 26 selected'), a page turned ('Page 2 of 3'). One polite live region per list, out
 * of sight, in the page's language (the texts come from the caller's `t`; the region takes the
 * page's `lang`, as the list does). It is the list's own, not the app's toasts' regions
 * (LiveRegions.tsx): what it says is about the rows under the keyboard, not a result to report.
 *
 * Each message replaces the region's content with a new element, so the same words said twice
 * (a row selected, unselected and selected again) are read twice; it leaves the region after a
 * while, so no stale 'Row 3 of 26 selected' waits there for a reader going through the page.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { makeStyles } from '@fluentui/react-components';
import { TOAST_DURATION_MS } from '../../../../shared/constants';
import { visuallyHidden } from '../visuallyHidden';

const useStyles = makeStyles({ region: visuallyHidden });

/** How long a message stays: as long as a toast shows, time enough to be read. */
const KEPT_MS = TOAST_DURATION_MS;

export interface ListAnnouncer {
  /** The live region: render it once, where the list is. */
  region: ReactNode;
  announce(message: string): void;
}

export function useListAnnouncer(): ListAnnouncer {
  const styles = useStyles();
  const [said, setSaid] = useState({ message: '', count: 0 });
  const clearing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const announce = useCallback((message: string) => {
    clearTimeout(clearing.current);
    setSaid((current) => ({ message, count: current.count + 1 }));
    clearing.current = setTimeout(() => setSaid((current) => ({ ...current, message: '' })), KEPT_MS);
  }, []);
  useEffect(() => () => clearTimeout(clearing.current), []);
  const region = (
    <div role="status" aria-live="polite" aria-atomic="true" className={styles.region}>
      {said.message && <span key={said.count}>{said.message}</span>}
    </div>
  );
  return { region, announce };
}
