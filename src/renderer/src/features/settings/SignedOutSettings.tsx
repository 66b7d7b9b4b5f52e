import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular } from '@fluentui/react-icons';
import { FluentFrame } from '../../app/FluentFrame';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useMirrorClass } from '../../components/useDirection';
import { addAllTexts } from '../../i18n/allTexts';
import SettingsPage from './SettingsPage';

// The login screen has its own sections of the dictionaries only; this screen needs its own too.
addAllTexts();

const useStyles = makeStyles({
  page: { minHeight: '100vh', boxSizing: 'border-box', backgroundColor: tokens.colorNeutralBackground2 },
  header: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalXL,
  },
  back: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  main: { display: 'flex', justifyContent: 'center', paddingBlock: tokens.spacingVerticalL, paddingInline: tokens.spacingHorizontalXL },
});

/**
 * The settings screen before signing in: the login screen's frame, a way back to it. Loaded
 * only when opened, so the login screen's own code stays within its budget.
 */
export default function SignedOutSettings({ onBack }: { onBack(event: MouseEvent): void }) {
  return (
    <FluentFrame>
      <SettingsFrame onBack={onBack} />
    </FluentFrame>
  );
}

function SettingsFrame({ onBack }: { onBack(event: MouseEvent): void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const mirror = useMirrorClass();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link href="/" className={styles.back} onClick={onBack}>
          <ArrowLeft20Regular className={mirror} aria-hidden="true" />
          {t('settings.backToSignIn')}
        </Link>
        <LanguageSwitch />
      </header>
      <main className={styles.main}>
        <SettingsPage />
      </main>
    </div>
  );
}
