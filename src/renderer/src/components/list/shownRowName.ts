/**
 * The name a row's controls are called by ('Edit {name}', 'Select {name}', 'Status of {name}'):
 * the one the row shows. A list in English whose English names are hidden (activities, projects,
 * cases and banners show the Arabic name by default) shows the Arabic name: a control named by
 * the English one would name something that is nowhere on the screen, and a person using voice
 * control or a screen reader next to a sighted colleague could not match the two.
 *
 * The descriptor's `rowName` says the name in each language; the one in the page's language wins
 * when the row shows it, else the other language's when the row shows that, else (a name made of
 * several values: 'Project page (water-well)') the page language's one.
 */
import type { Language } from '../../../../shared/constants';
import { isDataColumn, type CellContext, type ListColumn } from './types';

const OTHER_LANGUAGE: Record<Language, Language> = { ar: 'en', en: 'ar' };

/** The text a data cell shows, when it is text (not a picture, a link list or a copy button). */
function shownTexts<T>(row: T, columns: ReadonlyArray<ListColumn<T>>, context: CellContext): Set<string> {
  const texts = new Set<string>();
  for (const column of columns) {
    if (!isDataColumn(column)) continue;
    const value = column.render ? column.render(row, context) : column.field ? row[column.field] : undefined;
    const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
    if (text) texts.add(text);
  }
  return texts;
}

export function shownRowName<T>(row: T, visibleColumns: ReadonlyArray<ListColumn<T>>, context: CellContext, nameIn: (row: T, language: Language) => string): string {
  const own = nameIn(row, context.language);
  const shown = shownTexts(row, visibleColumns, context);
  if (shown.has(own.trim())) return own;
  const other = nameIn(row, OTHER_LANGUAGE[context.language]);
  return shown.has(other.trim()) ? other : own;
}
