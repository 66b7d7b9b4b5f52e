/**
 * A table cell's value: on one line, in its own direction (`dir`, so '/activities/1', an e-mail
 * or '-1' keep their order in an Arabic table and English text keeps its full stop at the end),
 * cut with an ellipsis when it is longer than a column may grow. A cut value shows in full in a
 * tooltip on hover and on keyboard focus. In a list's grid the focus is on the cell (the arrows
 * bring it there), so the tooltip shows while its cell has the focus; in a plain table (a
 * report's) a cut value becomes a tab stop itself, and values that fit do not, so Tab does not
 * walk through every cell of the table.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import type { CellDirection } from './types';

/** How wide a text column may grow before its values are cut (about 40 Latin letters). */
const MAX_TEXT_WIDTH = '20rem';

const useStyles = makeStyles({
  text: {
    display: 'block',
    maxWidth: MAX_TEXT_WIDTH,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    // Room for the focus ring inside the clipped box.
    paddingInline: '2px',
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  tooltip: { overflowWrap: 'anywhere' },
});

export function CellText({ text, direction }: { text: string; direction: CellDirection }) {
  const styles = useStyles();
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [inGrid, setInGrid] = useState(false);
  const [cellFocused, setCellFocused] = useState(false);

  // Whether the ellipsis shows depends on layout (fonts, window size): measured, and again on
  // resize. The span is drawn anew when it gains or loses its tooltip: then it is observed anew.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const isCut = element.scrollWidth > element.clientWidth + 1;
      setCut(isCut);
      // A value that fits again drops its tooltip, and with it the hover it had seen.
      if (!isCut) setWanted(false);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, cut]);

  // In a grid, the cell holding the text is what takes the focus (the same cell when the span is drawn anew).
  useLayoutEffect(() => {
    const cell = ref.current?.closest('[role="grid"] td');
    setInGrid(cell !== null && cell !== undefined);
    if (!cell) return;
    const show = () => setCellFocused(true);
    const hide = () => setCellFocused(false);
    // Escape dismisses the tooltip while the cell keeps the focus (WCAG 1.4.13).
    const dismiss = (event: Event) => {
      if ((event as KeyboardEvent).key === 'Escape') hide();
    };
    cell.addEventListener('focus', show);
    cell.addEventListener('blur', hide);
    cell.addEventListener('keydown', dismiss);
    return () => {
      cell.removeEventListener('focus', show);
      cell.removeEventListener('blur', hide);
      cell.removeEventListener('keydown', dismiss);
    };
  }, []);

  const span = (
    <span ref={ref} dir={direction} className={styles.text} tabIndex={cut && !inGrid ? 0 : undefined}>
      {text}
    </span>
  );
  // Most values fit: only a cut one has a tooltip (a page of rows has a hundred cells or more, and
  // each tooltip's hooks cost as much as the rest of its cell).
  if (!cut) return span;
  return (
    <Tooltip
      // The cell already holds the whole text for screen readers: the tooltip is for the eyes only.
      relationship="inaccessible"
      content={{ children: text, dir: direction, className: styles.tooltip }}
      visible={wanted || cellFocused}
      onVisibleChange={(_event, data) => setWanted(data.visible)}
    >
      {span}
    </Tooltip>
  );
}
