import { useEffect, useState, type RefObject } from 'react';

/**
 * An element's width in whole pixels, kept current as it changes. The charts' library sizes its
 * drawings to their box only when it renders: without a render on each change, a chart drawn in a
 * wide window kept its width when the window narrowed and made the whole main area scroll sideways.
 */
export function useInlineSize(ref: RefObject<HTMLElement | null>): number | undefined {
  const [size, setSize] = useState<number>();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
