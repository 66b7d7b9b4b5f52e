/**
 * The memorial form's 'Generate Landing Page' (spec 2.8; edit mode only): makes (or updates) the
 * public page of the memorial as it is stored, then opens the 'successfully Created' dialog with
 * the page's link and hands the link to the form (its share link field, `sdl`), which the next
 * Save stores; the dialog says so. When the memorial's organization gives the page nothing to
 * donate with (no active short code, or none with a keyword), it says so in place, naming the
 * organization and the screen to add it on, with a way there; 'Something went wrong While getting
 * in Memory Data' (a toast) is for a real failure to get the memorial's details.
 */
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { GlobeAdd20Regular } from '@fluentui/react-icons';
import { registry } from '../../../../shared/registry';
import { call, isAppError } from '../../api/backoffice';
import { queryKeys } from '../../api/queries';
import { useNotify } from '../../components/notify';
import { translateMessage } from '../../i18n';
import { describeError } from '../../i18n/errors';
import { languageAtom } from '../../state/preferences';
import { PageLinkDialog, type PageLink } from './PageLinkDialog';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS, marginBlockStart: tokens.spacingVerticalS },
  note: { fontWeight: tokens.fontWeightSemibold },
});

export interface GenerateLandingPageProps {
  /** The memorial's objectId. */
  memorialId: string;
  name: string;
  /** Puts the page's link in the form's share link field. */
  onLink(link: string): void;
}

export function GenerateLandingPage({ memorialId, name, onLink }: GenerateLandingPageProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const notify = useNotify();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [running, setRunning] = useState(false);
  /** What the organization lacks for a page, in a sentence naming it (the server's message at `orgId`). */
  const [missing, setMissing] = useState<string | null>(null);
  const [links, setLinks] = useState<PageLink[] | null>(null);
  const [uncountedKeywords, setUncountedKeywords] = useState<string[]>([]);

  const generate = () => {
    if (running) return;
    setRunning(true);
    setMissing(null);
    call('landingPages:forRecord', { type: 'memorial', id: memorialId })
      .then(
        (created) => {
          onLink(created.link);
          setUncountedKeywords(created.uncountedKeywords);
          setLinks(created.links);
          void client.invalidateQueries({ queryKey: queryKeys.resource('landingPages') });
        },
        (error: unknown) => {
          if (isAppError(error, 'memorialPage.noShortCode') || isAppError(error, 'memorialPage.noKeyword')) {
            setMissing(translateMessage(t, error.fields?.orgId) ?? describeError(error, t, language));
          } else {
            // 'Something went wrong While getting in Memory Data' is the server's code inMemoryDetails (errors.*).
            notify.error(describeError(error, t, language));
          }
        },
      )
      .finally(() => setRunning(false));
  };

  return (
    <div className={styles.root}>
      <Button
        type="button"
        icon={running ? <Spinner size="tiny" /> : <GlobeAdd20Regular />}
        disabledFocusable={running}
        onClick={generate}
      >
        {running ? t('landingPages.generating') : t('landingPages.generate')}
      </Button>
      <Text size={200}>{t('landingPages.generateHint')}</Text>
      {missing && (
        <MessageBar intent="warning" role="alert" layout="multiline">
          <MessageBarBody>{missing}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => navigate(registry.shortCodes.screens.list)}>{t('landingPages.openShortCodes')}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      <PageLinkDialog
        links={links}
        title={t('landingPages.successfullyCreated')}
        intro={t('landingPages.linkOf', { name })}
        note={<Text className={styles.note}>{t('landingPages.clickSaveToKeep')}</Text>}
        uncountedKeywords={uncountedKeywords}
        onClose={() => setLinks(null)}
      />
    </div>
  );
}
