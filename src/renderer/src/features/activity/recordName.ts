/**
 * A record's name as history keeps it: both its names where it has two, Arabic first
 * ('بئر ماء · Water well', entities/history.ts). Shown with the interface's language first, as the
 * lists name records (`localName`), so the part a reader looks for is the one a cut cell keeps.
 */
import type { Language } from '../../../../shared/constants';

const BETWEEN = ' · ';

export function recordNameIn(name: string, language: Language): string {
  const parts = name.split(BETWEEN);
  // A name with one part, or with the separator inside one of its names, is shown as it was kept.
  if (parts.length !== 2 || language === 'ar') return name;
  return `${parts[1]}${BETWEEN}${parts[0]}`;
}
