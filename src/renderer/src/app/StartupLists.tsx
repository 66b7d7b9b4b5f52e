import { useEffect, useRef } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { startupResources } from '../../../shared/ipc';
import { listQuery } from '../api/queries';
import { useNotify } from '../components/notify';
import { describeError } from '../i18n/errors';
import { languageAtom } from '../state/preferences';

/**
 * Loads organizations, activities and operators once at start (spec 2.1) and shows an
 * error toast for each list that fails: the server's message in the user's language, else
 * 'Something went wrong, try again later.'.
 */
export function StartupLists() {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const notify = useNotify();
  const results = useQueries({ queries: startupResources.map((resource) => listQuery(resource)) });
  const reported = useRef(new Set<string>());

  const failures = results.flatMap((result, index) =>
    result.isError ? [{ id: `${startupResources[index]}@${result.errorUpdatedAt}`, error: result.error }] : [],
  );

  useEffect(() => {
    // Each failure is reported once, when it happens; one toast per distinct message.
    const fresh = failures.filter((failure) => !reported.current.has(failure.id));
    if (fresh.length === 0) return;
    for (const failure of fresh) reported.current.add(failure.id);
    const messages = new Set(fresh.map((failure) => describeError(failure.error, t, language)));
    for (const message of messages) notify.error(message);
  }, [failures, notify, t, language]);

  return null;
}
