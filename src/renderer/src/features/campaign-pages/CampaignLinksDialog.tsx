/**
 * The popup after the pages are made (spec 2.9's 'Al Jalillah pages Links', titled as the menu
 * names the screen: 'Campaign pages: links') with 'Arabic Page' and 'English Page', each opening
 * its page in the system browser through the link policy, and 'Close the Popup', which starts a
 * new filling (the spec reloads the screen: the same to the user). Each link is also shown, left
 * to right, with a button that copies it.
 */
import { useTranslation } from 'react-i18next';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Open20Regular } from '@fluentui/react-icons';
import type { CampaignPages } from '../../../../shared/entities/landing-page';
import type { Language } from '../../../../shared/constants';
import { call } from '../../api/backoffice';
import { AppDialog } from '../../components/AppDialog';
import { CopyText } from '../../components/CopyText';
import { useNotify } from '../../components/notify';
import { useMirrorClass } from '../../components/useDirection';
import { UncountedKeywordsNote } from '../landing-pages/UncountedKeywordsNote';

const useStyles = makeStyles({
  pages: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBlockStart: tokens.spacingVerticalS },
  page: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS, minInlineSize: 0 },
  link: { maxInlineSize: '100%', overflowWrap: 'anywhere' },
});

export interface CampaignLinksDialogProps {
  pages: CampaignPages | null;
  /** Closing (the button, Escape) starts a new filling. */
  onClose(): void;
}

const PAGE_ORDER: readonly Language[] = ['ar', 'en'];

export function CampaignLinksDialog({ pages, onClose }: CampaignLinksDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const mirror = useMirrorClass();

  const open = (url: string) =>
    call('link:openExternal', { url }).then(
      (result) => {
        if (!result.opened) notify.error(t('shell.linkRefused'));
      },
      () => notify.error(t('shell.linkRefused')),
    );

  const labels = {
    ar: { open: t('campaignPages.arabicPage'), copy: t('campaignPages.copyArabicLink') },
    en: { open: t('campaignPages.englishPage'), copy: t('campaignPages.copyEnglishLink') },
  };

  return (
    <AppDialog open={pages !== null} title={t('campaignPages.linksTitle')} onClose={onClose} closeLabel={t('campaignPages.closePopup')}>
      <Text>{t('campaignPages.linksIntro')}</Text>
      {pages && (
        <div className={styles.pages}>
          {PAGE_ORDER.map((language) => (
            <div key={language} className={styles.page}>
              <Button
                appearance="primary"
                icon={<Open20Regular className={mirror} />}
                iconPosition="after"
                onClick={() => void open(pages[language].link)}
              >
                {labels[language].open}
              </Button>
              <span className={styles.link}>
                <CopyText value={pages[language].link} label={labels[language].copy} />
              </span>
            </div>
          ))}
        </div>
      )}
      {/* Both pages have the form's one keyword. */}
      {pages && <UncountedKeywordsNote keywords={pages.ar.uncountedKeywords} />}
    </AppDialog>
  );
}
