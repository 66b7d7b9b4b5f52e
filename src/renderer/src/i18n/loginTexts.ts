/**
 * What the first screen's JavaScript carries of the dictionaries: the sections the login screen
 * and the start of the app use (session check, sign-in, error messages, the language switch), in
 * the default language. The other language's sections load when it is chosen (or remembered),
 * and every section of both comes with the shell's code (./allTexts.ts).
 */
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/constants';
import { loginSections as defaultLoginSections } from './ar/loginSections';

export type LoginSections = typeof defaultLoginSections;

export const defaultLanguageTexts: { language: Language; sections: LoginSections } = {
  language: DEFAULT_LANGUAGE,
  sections: defaultLoginSections,
};

/** Each language's login sections; the default language's are bundled, so its import costs nothing. */
export const loginSectionLoaders: Record<Language, () => Promise<{ loginSections: LoginSections }>> = {
  ar: () => import('./ar/loginSections'),
  en: () => import('./en/loginSections'),
};
