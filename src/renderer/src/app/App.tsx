import { Suspense, lazy, useEffect, useLayoutEffect, useState } from 'react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ArrowClockwise20Regular } from '@fluentui/react-icons/headless/svg/arrow-clockwise';
import { CenteredSpinner } from '../components/CenteredSpinner';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { PlainButton } from '../components/plain/PlainButton';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { LoginPage } from '../features/auth/LoginPage';
import { useSignedOutSettingsAddress } from '../features/settings/settingsAddress';
import { applyLanguage, i18n } from '../i18n';
import { describeError } from '../i18n/errors';
import { languageAtom } from '../state/preferences';
import { checkSession, currentUserAtom, sessionAtom } from '../state/session';
import { store } from '../state/store';
import { loadQueryClient, loadShell, loadShellWithScreen, loadToaster, preloadShell, whenIdle, type ShellModule } from './shellLoader';

const Shell = lazy(loadShell);
const AppToaster = lazy(loadToaster);
const SignedOutSettings = lazy(() => import('../features/settings/SignedOutSettings'));

export function App() {
  return (
    <JotaiProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <Root />
      </I18nextProvider>
    </JotaiProvider>
  );
}

/**
 * The first screens (the session check, the login) are plain elements with static styles, with no
 * Fluent; what is drawn with Fluent (the shell, the signed-out settings, the toaster) brings its
 * own FluentFrame as it loads.
 */
function Root() {
  const language = useAtomValue(languageAtom);
  useLayoutEffect(() => {
    applyLanguage(language);
  }, [language]);
  return (
    <>
      <DeferredToaster />
      <SessionGate />
    </>
  );
}

/**
 * The toaster mounts once the first screen has settled, or at once for a signed-in user (the
 * shell waits for its code anyway); then it stays, so a toast shown while signing out is seen.
 */
function DeferredToaster() {
  const signedIn = useAtomValue(currentUserAtom) !== null;
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!signedIn && !idle) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}

/** Nothing shows before the stored session is checked against the server (spec 4). */
function SessionGate() {
  const check = useAtomValue(sessionAtom);
  const signedIn = check.status === 'known' && check.session.signedIn;
  useEffect(() => {
    if (!signedIn) return;
    // The start-up lists (spec 2.1) are requested while the shell's code still loads, not after
    // it has rendered; the shell's StartupLists then reports their failures.
    // So is what the list the app opened at shows first.
    void loadQueryClient().then(({ prefetchStartupLists, prefetchFirstPageAt }) => {
      prefetchStartupLists();
      prefetchFirstPageAt(window.location);
    });
  }, [signedIn]);
  switch (check.status) {
    case 'checking':
      return <CheckingSession />;
    case 'failed':
      return <SessionCheckFailed error={check.error} retrying={check.retrying} onRetry={() => void checkSession()} />;
    case 'known':
      if (!check.session.signedIn) return <SignIn />;
      return <SignedInShell />;
  }
}

/**
 * The shell, drawn once its code and the code of the screen at the address are in: together, so
 * the screen does not wait inside the shell behind a fallback (lazyPreloadable.ts says what that
 * costs). Until then the spinner says it is loading. Should the load fail, the shell is rendered
 * lazily, which loads it again and shows the failure as any screen's.
 */
function SignedInShell() {
  const { t } = useTranslation();
  const [shell, setShell] = useState<ShellModule | 'lazy' | null>(null);
  useEffect(() => {
    let current = true;
    loadShellWithScreen().then(
      (loaded) => current && setShell(loaded),
      () => current && setShell('lazy'),
    );
    return () => {
      current = false;
    };
  }, []);
  const loading = <CenteredSpinner label={t('app.loading')} />;
  if (shell === null) return loading;
  if (shell === 'lazy') {
    return (
      <Suspense fallback={loading}>
        <Shell />
      </Suspense>
    );
  }
  return <shell.default />;
}

/** The login screen (or the settings it opens); the shell's code loads behind it while the user types. */
function SignIn() {
  const { t } = useTranslation();
  useEffect(() => whenIdle(preloadShell), []);
  const settings = useSignedOutSettingsAddress();
  if (settings.open) {
    return (
      <Suspense fallback={<CenteredSpinner label={t('app.loading')} />}>
        <SignedOutSettings onBack={settings.close} />
      </Suspense>
    );
  }
  return <LoginPage onCodeSent={preloadShell} onOpenSettings={settings.show} />;
}

function CheckingSession() {
  const { t } = useTranslation();
  useDocumentTitle();
  return <CenteredSpinner label={t('app.checkingSession')} />;
}

function SessionCheckFailed({ error, retrying, onRetry }: { error: unknown; retrying: boolean; onRetry(): void }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  useDocumentTitle();
  return (
    <main className="session-failure">
      <h1 className="plain-heading plain-text-500">{t('app.sessionCheckFailed')}</h1>
      <p className="plain-paragraph" role="alert">
        {describeError(error, t, language)}
      </p>
      <div className="session-failure-actions">
        <PlainButton appearance="primary" icon={<ArrowClockwise20Regular />} disabledFocusable={retrying} onClick={onRetry}>
          {t('app.retry')}
        </PlainButton>
        <LanguageSwitch appearance="secondary" />
      </div>
    </main>
  );
}
