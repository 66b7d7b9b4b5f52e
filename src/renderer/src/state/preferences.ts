/** UI preferences remembered across restarts (localStorage of the app's origin). */
import { atomWithStorage } from 'jotai/utils';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../shared/constants';

interface Codec<T> {
  parse(raw: string): T | undefined;
  format(value: T): string;
}

/** A storage that never throws and ignores stored values it does not understand. */
function safeStorage<T>(codec: Codec<T>) {
  return {
    getItem(key: string, initialValue: T): T {
      try {
        const raw = window.localStorage.getItem(key);
        if (raw === null) return initialValue;
        return codec.parse(raw) ?? initialValue;
      } catch {
        return initialValue;
      }
    },
    setItem(key: string, value: T): void {
      try {
        window.localStorage.setItem(key, codec.format(value));
      } catch {
        /* storage full or disabled: keep the value for this run only */
      }
    },
    removeItem(key: string): void {
      try {
        window.localStorage.removeItem(key);
      } catch {
        /* ignore */
      }
    },
  };
}

const languageCodec: Codec<Language> = {
  parse: (raw) => (LANGUAGES as readonly string[]).includes(raw) ? (raw as Language) : undefined,
  format: (value) => value,
};

const organizationCodec: Codec<number | null> = {
  parse: (raw) => (raw === '' ? null : /^\d+$/.test(raw) ? Number(raw) : undefined),
  format: (value) => (value === null ? '' : String(value)),
};

/** Interface language; Arabic (right-to-left) by default. */
export const languageAtom = atomWithStorage<Language>('backoffice.language', DEFAULT_LANGUAGE, safeStorage(languageCodec), {
  getOnInit: true,
});

/** Organization chosen in the top bar (null: all organizations). */
export const selectedOrganizationIdAtom = atomWithStorage<number | null>(
  'backoffice.organizationId',
  null,
  safeStorage(organizationCodec),
  { getOnInit: true },
);
