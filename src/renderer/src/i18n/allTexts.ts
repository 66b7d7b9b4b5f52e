/**
 * Every section of both dictionaries, added to i18next when the shell's code loads (Shell.tsx
 * imports this): the login screen starts with its own sections only (./loginTexts.ts).
 */
import { ar } from './ar';
import { en } from './en';
import { i18n } from './index';

let added = false;

export function addAllTexts(): void {
  if (added) return;
  added = true;
  // deep: merge with the sections already there; overwrite: the whole dictionary is the source.
  i18n.addResourceBundle('en', 'translation', en, true, true);
  i18n.addResourceBundle('ar', 'translation', ar, true, true);
}
