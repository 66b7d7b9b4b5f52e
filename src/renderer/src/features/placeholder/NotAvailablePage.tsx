import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { Clock24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useScreenTitle } from '../../screens/currentScreen';
import { surfaceStyle } from '../../components/surface';

export const usePageStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '720px' },
  title: { margin: 0 },
  panel: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalL,
    paddingInline: tokens.spacingHorizontalL,
    ...surfaceStyle,
  },
  icon: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
  panelText: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground2 },
});

/**
 * A screen of a later issue: its title and a plain 'Not available yet'. It offers no
 * controls, so it does not pretend to work.
 */
export default function NotAvailablePage() {
  const styles = usePageStyles();
  const { t } = useTranslation();
  const title = useScreenTitle();
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <Text as="h1" id="page-title" size={700} weight="semibold" className={styles.title}>
        {title}
      </Text>
      <div className={styles.panel}>
        <Clock24Regular className={styles.icon} aria-hidden="true" />
        <div className={styles.panelText}>
          <Text weight="semibold" size={400}>
            {t('pages.notAvailableYet')}
          </Text>
          <Text className={styles.muted}>{t('pages.notAvailableBody')}</Text>
        </div>
      </div>
    </section>
  );
}
