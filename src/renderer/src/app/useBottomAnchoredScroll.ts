import { useEffect, type RefObject } from 'react';

/**
 * When the shell's main area gets shorter, what was at the bottom of its view stays in view: the
 * view gives up its top instead. It gets shorter while a toast shows, in the band below it
 * (components/notify.tsx) that takes room so a toast covers nothing; without this, a long form's
 * Save and Cancel, at the bottom of the view when the save's or the failure's toast came, went
 * under the band for its 5 s.
 */
export function useBottomAnchoredScroll(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let height = element.clientHeight;
    // Called after layout and before paint: the view never shows the hidden bottom.
    const observer = new ResizeObserver(() => {
      const shrunk = height - element.clientHeight;
      height = element.clientHeight;
      if (shrunk > 0) element.scrollTop += shrunk;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}
