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
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
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

type Say = (message: string) => void;

/**
 * The region keeps what it says in its own state: a message re-renders the region alone, not the
 * list around it (a page turned would otherwise draw the whole table once for the message, before
 * the new page).
 */
export function useListAnnouncer(): ListAnnouncer {
  const sayRef = useRef<Say | null>(null);
  const announce = useCallback((message: string) => sayRef.current?.(message), []);
  return { region: <AnnouncerRegion sayRef={sayRef} />, announce };
}

function AnnouncerRegion({ sayRef }: { sayRef: RefObject<Say | null> }) {
  const styles = useStyles();
  const [said, setSaid] = useState({ message: '', count: 0 });
  useLayoutEffect(() => {
    let clearing: ReturnType<typeof setTimeout> | undefined;
    sayRef.current = (message) => {
      clearTimeout(clearing);
      setSaid((current) => ({ message, count: current.count + 1 }));
      clearing = setTimeout(() => setSaid((current) => ({ ...current, message: '' })), KEPT_MS);
    };
    return () => {
      sayRef.current = null;
      clearTimeout(clearing);
    };
  }, [sayRef]);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={styles.region}>
      {said.message && <span key={said.count}>{said.message}</span>}
    </div>
  );
}
