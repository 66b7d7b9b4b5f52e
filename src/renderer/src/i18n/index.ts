import i18next, { type i18n as I18n, type ParseKeys, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../../shared/constants';
import { defaultLanguageTexts, loginSectionLoaders } from './loginTexts';

/** Every key of the dictionaries, e.g. 'login.sendOtp' or 'validation.mobileRequired'. */
export type TranslationKey = ParseKeys<'translation'>;
export type Translate = TFunction<'translation'>;

export const i18n: I18n = i18next.createInstance();

/**
 * Synchronous, with the login screen's sections of the default language (./loginTexts.ts); main
 * loads another remembered language's with `loadTexts` before the first render. The other
 * sections come with the shell's code (./allTexts.ts), which adds them before the shell renders.
 */
export function initI18n(language: Language): void {
  void i18n.use(initReactI18next).init({
    resources: { [defaultLanguageTexts.language]: { translation: defaultLanguageTexts.sections } },
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['ar', 'en'],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  });
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** Locale for numbers and dates: Latin digits in both languages (mobile numbers, codes). */
export function localeOf(language: Language): string {
  return language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-AE';
}

/** Makes sure the login screen's texts of a language are there (the shell brings every text of both). */
export async function loadTexts(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const { loginSections } = await loginSectionLoaders[language]();
  // deep, not overwriting: the shell's whole dictionary may have arrived meanwhile.
  i18n.addResourceBundle(language, 'translation', loginSections, true, false);
}

/**
 * Applies a language to i18next and to `<html lang dir>`, once its texts are there (at once
 * unless the other language's login texts must load first: the layout flips with the texts).
 */
let requestedLanguage: Language | undefined;

export function applyLanguage(language: Language): void {
  requestedLanguage = language;
  const apply = () => {
    if (requestedLanguage !== language) return; // switched again while the texts loaded
    if (i18n.language !== language) void i18n.changeLanguage(language);
    const root = document.documentElement;
    root.lang = language;
    root.dir = directionOf(language);
  };
  if (i18n.hasResourceBundle(language, 'translation')) apply();
  else void loadTexts(language).then(apply);
}

/**
 * A date and time as every screen shows it: the date and a 12-hour clock, in the en-US format in
 * English ('Nov 24, 2026, 3:05 PM', spec 2.20) and its Arabic equivalent with the Latin digits of
 * `localeOf`, in the user's time zone. A text that is not a time is shown as it is.
 */
export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const locale = language === 'en' ? 'en-US' : localeOf(language);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', hour12: true }).format(date);
}

/** "30 seconds", "2 minutes", "3 hours" in the language, with the language's plural rules. */
export function formatWait(seconds: number, language: Language): string {
  const s = Math.max(1, Math.ceil(seconds));
  const [value, unit] = s < 60 ? [s, 'second'] : s < 3600 ? [Math.ceil(s / 60), 'minute'] : [Math.ceil(s / 3600), 'hour'];
  return new Intl.NumberFormat(localeOf(language), { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/**
 * A file's size as the image fields say it: kilobytes of 1024 bytes, as the 500 KB limit is
 * counted (512000 bytes), and megabytes (of 1024 kilobytes) with one decimal from one on.
 */
export function formatFileSize(bytes: number, language: Language): string {
  const [value, unit] = bytes < 1024 * 1024 ? [Math.ceil(bytes / 1024), 'kilobyte'] : [bytes / (1024 * 1024), 'megabyte'];
  return new Intl.NumberFormat(localeOf(language), { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 1 }).format(value);
}

/**
 * Translates a message that may be an i18n key (the shared zod schemas use keys such as
 * 'validation.mobileRequired', or 'validation.maxLength:45' for a rule with its bound, which
 * fills `{{value}}`; the server's 'validation.keywordClaimedByProject:{"nameAR":…,"nameEN":…}'
 * carries names in both languages, which fill `{{name}}` in the user's); any other text is shown
 * as it is.
 */
export function translateMessage(t: Translate, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const colon = message.indexOf(':');
  const key = colon === -1 ? message : message.slice(0, colon);
  if (!i18n.exists(key)) return message;
  if (colon === -1) return t(key as TranslationKey);
  const value = message.slice(colon + 1);
  if (value.startsWith('{')) return t(key as TranslationKey, namesOf(value));
  return t(key as TranslationKey, { value: Number(value).toLocaleString(i18n.language) });
}

/** `{ nameAR, nameEN }` as `{ name }` in the interface's language (the other when it has none), isolated for either direction. */
function namesOf(json: string): { name: string } {
  let names: { nameAR?: unknown; nameEN?: unknown } = {};
  try {
    names = JSON.parse(json) as typeof names;
  } catch {
    // A malformed value names nothing; the sentence is still shown.
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const [first, second] = i18n.language === 'ar' ? [names.nameAR, names.nameEN] : [names.nameEN, names.nameAR];
  return { name: `\u2068${text(first) || text(second)}\u2069` };
}
