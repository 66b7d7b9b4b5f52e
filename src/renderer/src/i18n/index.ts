import i18next, { type i18n as I18n, type ParseKeys, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../../shared/constants';
import { ar } from './ar';
import { en } from './en';

/** Every key of the dictionaries, e.g. 'login.sendOtp' or 'validation.mobileRequired'. */
export type TranslationKey = ParseKeys<'translation'>;
export type Translate = TFunction<'translation'>;

export const i18n: I18n = i18next.createInstance();

/** Synchronous: the dictionaries are bundled, so the first render already has its texts. */
export function initI18n(language: Language): void {
  void i18n.use(initReactI18next).init({
    resources: { en: { translation: en }, ar: { translation: ar } },
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

/** Applies a language to i18next and to `<html lang dir>`. */
export function applyLanguage(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
}

/** "30 seconds", "2 minutes", "3 hours" in the language, with the language's plural rules. */
export function formatWait(seconds: number, language: Language): string {
  const s = Math.max(1, Math.ceil(seconds));
  const [value, unit] = s < 60 ? [s, 'second'] : s < 3600 ? [Math.ceil(s / 60), 'minute'] : [Math.ceil(s / 3600), 'hour'];
  return new Intl.NumberFormat(localeOf(language), { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/**
 * Translates a message that may be an i18n key (the shared zod schemas use keys such as
 * 'validation.mobileRequired', or 'validation.maxLength:45' for a rule with its bound, which
 * fills `{{value}}`); any other text is shown as it is.
 */
export function translateMessage(t: Translate, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const [key = message, value] = message.split(':', 2);
  if (!i18n.exists(key)) return message;
  return value === undefined ? t(key as TranslationKey) : t(key as TranslationKey, { value: Number(value).toLocaleString(i18n.language) });
}
