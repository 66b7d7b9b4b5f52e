/**
 * What pressing each publishing button does, and the toasts it says (spec 4 Update buttons, 8).
 * 'Update Projects' / 'Update Cases' start (or join) a publication in the background: the toast
 * says the server accepted it, and if that publication then fails, a second toast says why.
 * 'Update Website Blogs' waits for the website's deploy hook and says how it went.
 */
import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { SnapshotKind, SnapshotState, WebsiteBlogsState } from '../../../../shared/entities/publishing';
import { call, isAppError } from '../../api/backoffice';
import { useNotify } from '../../components/notify';
import type { TranslationKey } from '../../i18n';
import { describeError } from '../../i18n/errors';
import { languageAtom } from '../../state/preferences';
import { publicationOutcome } from './publicationOutcome';
import { markRunning, publishingStatusKey } from './usePublishingStatus';

const SNAPSHOT_TEXTS: Record<SnapshotKind, { accepted: TranslationKey; failed: TranslationKey }> = {
  projects: { accepted: 'publishing.projectsUpdated', failed: 'publishing.projectsFailed' },
  causes: { accepted: 'publishing.causesUpdated', failed: 'publishing.causesFailed' },
};

export interface PublishAction {
  press(): void;
  /** A press is on its way, or the publication runs: another press would do nothing new. */
  busy: boolean;
}

export function useSnapshotPublish(kind: SnapshotKind, state: SnapshotState | undefined): PublishAction {
  const client = useQueryClient();
  const notify = useNotify();
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const texts = SNAPSHOT_TEXTS[kind];
  /** When the publication this app started (or joined) began, until the status says it ended. */
  const watchedStart = useRef<string | null>(null);

  const publish = useMutation({
    mutationFn: () => call('publishing:publish', { kind }),
    onSuccess: async (publication) => {
      if (publication.status === 'failed') {
        notify.error(t(texts.failed, { reason: publication.error ?? t('errors.internal') }));
      } else {
        notify.success(t(texts.accepted));
      }
      if (publication.status === 'running') {
        await markRunning(client, kind);
        // Only now: a status asked for before the press must not end the watch.
        watchedStart.current = publication.startedAt;
      } else {
        void client.invalidateQueries({ queryKey: publishingStatusKey });
      }
    },
    onError: (error) => notify.error(t(texts.failed, { reason: describeError(error, t, language) })),
  });

  // The status ends a watched publication; a failure then gets its own toast.
  useEffect(() => {
    const started = watchedStart.current;
    if (!started || !state) return;
    const outcome = publicationOutcome(started, state);
    if (outcome === undefined) return;
    watchedStart.current = null;
    if (outcome) notify.error(t(texts.failed, { reason: outcome.message }));
  }, [state, notify, t, texts]);

  return { press: () => publish.mutate(), busy: publish.isPending || state?.running === true };
}

export function useWebsiteBlogsPublish(state: WebsiteBlogsState | undefined): PublishAction {
  const client = useQueryClient();
  const notify = useNotify();
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);

  const publish = useMutation({
    mutationFn: () => call('publishing:websiteBlogs'),
    onSuccess: () => notify.success(t('publishing.websiteBlogsDone')),
    onError: (error) => {
      if (isAppError(error, 'websitePublishNotConfigured')) {
        notify.warning(describeError(error, t, language));
        return;
      }
      // The server's words say why the hook failed (its answer, a timeout, a refused redirect).
      const reason = isAppError(error, 'websitePublishFailed') && error.message.trim() ? error.message : describeError(error, t, language);
      notify.error(t('publishing.websiteBlogsFailed', { reason }));
    },
    onSettled: () => client.invalidateQueries({ queryKey: publishingStatusKey }),
  });

  const press = () => {
    // Nothing silent: without a hook the press says so instead of asking the server.
    if (state?.configured === false) notify.warning(t('errors.websitePublishNotConfigured'));
    else publish.mutate();
  };
  return { press, busy: publish.isPending };
}
