/**
 * The memorial form's 'Generate Landing Page' (spec 2.8; edit mode only): makes (or updates) the
 * public page of the memorial as it is stored, then opens the 'successfully Created' dialog with
 * the page's link and hands the link to the form (its share link field, `sdl`), which the next
 * Save stores; the dialog says so. When the server cannot get the memorial's details
 * (getInMemoryDetails), 'Something went wrong While getting in Memory Data'.
 */
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { GlobeAdd20Regular } from '@fluentui/react-icons';
import { call } from '../../api/backoffice';
import { queryKeys } from '../../api/queries';
import { useNotify } from '../../components/notify';
import { describeError } from '../../i18n/errors';
import { languageAtom } from '../../state/preferences';
import { PageLinkDialog } from './PageLinkDialog';

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
  const [running, setRunning] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const [uncountedKeywords, setUncountedKeywords] = useState<string[]>([]);

  const generate = () => {
    if (running) return;
    setRunning(true);
    call('landingPages:forRecord', { type: 'memorial', id: memorialId })
      .then(
        (created) => {
          onLink(created.link);
          setUncountedKeywords(created.uncountedKeywords);
          setLink(created.link);
          void client.invalidateQueries({ queryKey: queryKeys.resource('landingPages') });
        },
        // 'Something went wrong While getting in Memory Data' is the server's code inMemoryDetails (errors.*).
        (error: unknown) => notify.error(describeError(error, t, language)),
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
      <PageLinkDialog
        link={link}
        title={t('landingPages.successfullyCreated')}
        intro={t('landingPages.linkOf', { name })}
        openLabel={t('landingPages.visitPage')}
        note={<Text className={styles.note}>{t('landingPages.clickSaveToKeep')}</Text>}
        uncountedKeywords={uncountedKeywords}
        onClose={() => setLink(null)}
      />
    </div>
  );
}
