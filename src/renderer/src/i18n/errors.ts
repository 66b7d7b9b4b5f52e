import { isErrorCode, type ErrorCode } from '../../../shared/errors';
import type { Language } from '../../../shared/constants';
import { AppError } from '../api/backoffice';
import { formatWait, type Translate } from './index';

/** Key of an error code's message; a code without a message in the dictionaries does not compile. */
function errorKey<C extends ErrorCode>(code: C): `errors.${C}` {
  return `errors.${code}`;
}

/**
 * What to tell the user about a failed call, in their language: the translation of a known
 * error code (with the wait for rate limits and cooldowns), else the server's own message,
 * else 'Something went wrong, try again later.'.
 */
export function describeError(error: unknown, t: Translate, language: Language): string {
  if (error instanceof AppError) {
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
