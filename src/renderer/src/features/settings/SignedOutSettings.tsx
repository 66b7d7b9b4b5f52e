import { Suspense, lazy, useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular } from '@fluentui/react-icons';
import { CenteredSpinner } from '../../components/CenteredSpinner';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useMirrorClass } from '../../components/useDirection';
import { SETTINGS_PATH } from './screens';

const SettingsPage = lazy(() => import('./SettingsPage'));

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
 * Signed out there is no router (the login screen is the only screen), so the settings address
 * is followed here: the login's 'Settings' link pushes it, Back (or the browser's) returns.
 */
export function useSignedOutSettingsAddress(): { open: boolean; show(event?: MouseEvent): void; close(event?: MouseEvent): void } {
  const [open, setOpen] = useState(() => window.location.pathname === SETTINGS_PATH);
  useEffect(() => {
    const follow = () => setOpen(window.location.pathname === SETTINGS_PATH);
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  const go = (path: string, event?: MouseEvent) => {
    event?.preventDefault();
    window.history.pushState(null, '', path);
    setOpen(path === SETTINGS_PATH);
  };
  return { open, show: (event) => go(SETTINGS_PATH, event), close: (event) => go('/', event) };
}

/** The settings screen before signing in: the login screen's frame, a way back to it. */
export function SignedOutSettings({ onBack }: { onBack(event: MouseEvent): void }) {
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
        <Suspense fallback={<CenteredSpinner label={t('app.loading')} />}>
          <SettingsPage />
        </Suspense>
      </main>
    </div>
  );
}
