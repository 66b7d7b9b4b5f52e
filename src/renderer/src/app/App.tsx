import { Suspense, lazy, useEffect, useLayoutEffect } from 'react';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { AriaLiveAnnouncer, Button, FluentProvider, Text, makeStaticStyles, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwise20Regular } from '@fluentui/react-icons';
import { startupResources } from '../../../shared/ipc';
import { clearSessionData, createQueryClient, listQuery } from '../api/queries';
import { CenteredSpinner } from '../components/CenteredSpinner';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { AppToaster } from '../components/notify';
import { LoginPage } from '../features/auth/LoginPage';
import { applyLanguage, directionOf, i18n } from '../i18n';
import { describeError } from '../i18n/errors';
import { languageAtom } from '../state/preferences';
import { sessionQueryAtom, signOutReasonAtom } from '../state/session';
import { store } from '../state/store';
import { loadShell, preloadShell } from './shellLoader';
import { appTheme } from './theme';

const Shell = lazy(loadShell);

export const queryClient = createQueryClient({
  onSessionLost() {
    // A 401 on any call: the stored session is gone; show the login (spec 4, session check).
    if (store.get(sessionQueryAtom).data?.signedIn) store.set(signOutReasonAtom, 'sessionLost');
    clearSessionData(queryClient);
  },
});
store.set(queryClientAtom, queryClient);

const useGlobalStyles = makeStaticStyles({
  'html, body, #root': { height: '100%', margin: 0 },
  body: { backgroundColor: tokens.colorNeutralBackground2 },
});

const useStyles = makeStyles({
  failure: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    paddingInline: tokens.spacingHorizontalXXL,
    textAlign: 'center',
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <Root />
        </I18nextProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}

function Root() {
  useGlobalStyles();
  const language = useAtomValue(languageAtom);
  useLayoutEffect(() => {
    applyLanguage(language);
  }, [language]);
  return (
    // No className here: FluentProvider copies it onto every portal (menus, toasts, dialogs).
    <FluentProvider theme={appTheme} dir={directionOf(language)}>
      <AriaLiveAnnouncer>
        <AppToaster />
        <SessionGate />
      </AriaLiveAnnouncer>
    </FluentProvider>
  );
}

/** Nothing shows before the stored session is checked against the server (spec 4). */
function SessionGate() {
  const { t } = useTranslation();
  const session = useAtomValue(sessionQueryAtom);
  const client = useQueryClient();
  const signedIn = session.data?.signedIn === true;
  useEffect(() => {
    // The start-up lists (spec 2.1) are requested while the shell's code still loads, not after
    // it has rendered; the shell's StartupLists then reports their failures.
    if (signedIn) for (const resource of startupResources) void client.prefetchQuery(listQuery(resource));
  }, [signedIn, client]);
  if (session.data) {
    if (!session.data.signedIn) return <LoginPage onCodeSent={preloadShell} />;
    return (
      <Suspense fallback={<CenteredSpinner label={t('app.loading')} />}>
        <Shell />
      </Suspense>
    );
  }
  if (session.isError) return <SessionCheckFailed error={session.error} retrying={session.isFetching} onRetry={() => void session.refetch()} />;
  return <CheckingSession />;
}

function CheckingSession() {
  const { t } = useTranslation();
  useDocumentTitle();
  return <CenteredSpinner label={t('app.checkingSession')} />;
}

function SessionCheckFailed({ error, retrying, onRetry }: { error: unknown; retrying: boolean; onRetry(): void }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  useDocumentTitle();
  return (
    <main className={styles.failure}>
      <Text as="h1" size={500} weight="semibold">
        {t('app.sessionCheckFailed')}
      </Text>
      <Text role="alert">{describeError(error, t, language)}</Text>
      <div className={styles.actions}>
        <Button appearance="primary" icon={<ArrowClockwise20Regular />} disabledFocusable={retrying} onClick={onRetry}>
          {t('app.retry')}
        </Button>
        <LanguageSwitch appearance="secondary" />
      </div>
    </main>
  );
}
