import { isErrorCode, type ErrorCode } from '../../../shared/errors';
import type { Language } from '../../../shared/constants';
import { AppError } from '../api/backoffice';
import type { Dictionary } from './en';
import { formatWait, localeOf, translateMessage, type Translate } from './index';

/** Key of an error code's message; a code without a message in the dictionaries does not compile. */
function errorKey<C extends ErrorCode>(code: C): `errors.${C}` {
  return `errors.${code}`;
}

/** Kinds of record with their own words in `usedBy`; any other kind is counted as 'other records'. */
const NAMED_USERS = ['shortCodes', 'keywords', 'memorials', 'ngoNews'] as const;
type NamedUser = (typeof NAMED_USERS)[number];
/** Every kind the dictionary has words for is named above: a kind left out does not compile. */
type KindWithWords = keyof Dictionary['usedBy'] extends infer Key ? (Key extends `${infer Kind}_one` ? Exclude<Kind, 'other'> : never) : never;
const everyKindNamed: Exclude<KindWithWords, NamedUser> extends never ? true : never = true;
void everyKindNamed;
const isNamedUser = (kind: string): kind is NamedUser => (NAMED_USERS as readonly string[]).includes(kind);

/** 'Not deleted: it is still used by 2 short codes and 1 keyword.' from the server's counts per kind. */
function usedByText(usedBy: Record<string, number>, t: Translate, language: Language): string | undefined {
  const counts = new Map<NamedUser | 'other', number>();
  for (const [kind, count] of Object.entries(usedBy)) {
    if (!(count > 0)) continue;
    const key = isNamedUser(kind) ? kind : 'other';
    counts.set(key, (counts.get(key) ?? 0) + count);
  }
  if (counts.size === 0) return undefined;
  const locale = localeOf(language);
  const parts = [...counts].map(([kind, count]) => t(`usedBy.${kind}`, { count, number: count.toLocaleString(locale) }));
  return t('usedBy.message', { uses: new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts) });
}

/**
 * What to tell the user about a failed call, in their language: the translation of a known
 * error code (with the wait for rate limits and cooldowns), else the server's own message,
 * else 'Something went wrong, try again later.'.
 */
export function describeError(error: unknown, t: Translate, language: Language): string {
  if (error instanceof AppError) {
    const used = error.code === 'conflict' && error.usedBy ? usedByText(error.usedBy, t, language) : undefined;
    if (used) return used;
    const claimed = error.code === 'keywordClaimed' ? translateMessage(t, error.claimedBy) : undefined;
    if (claimed) return claimed;
    if (isErrorCode(error.code)) {
      const wait = error.retryAfterSeconds !== undefined && error.retryAfterSeconds > 0
        ? formatWait(error.retryAfterSeconds, language)
        : t('app.aWhile');
      return t(errorKey(error.code), { wait });
    }
    if (error.message.trim()) return error.message;
  }
  return t('errors.internal');
}
