/**
 * The signed-in shell (spec 2.1, 2.2): side menu, top bar and the routed screen. Loaded
 * lazily, so none of this is in the login screen's JavaScript.
 */
import { Suspense, useRef, useState, type MouseEvent } from 'react';
import { Navigate, Outlet, RouterProvider, createBrowserRouter, useLocation, useRouteError, type RouteObject } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CenteredSpinner } from '../components/CenteredSpinner';
import { PaletteHost } from '../components/command-palette/PaletteHost';
import { ToastFooter } from '../components/notify';
import { addAllTexts } from '../i18n/allTexts';
import { useMediaQuery } from '../components/useMediaQuery';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useScreenTitle } from '../screens/currentScreen';
import type { ScreenRoute } from '../screens/screenRoute';
import { FluentFrame } from './FluentFrame';
import { queryClient } from './queryClient';
import { menu, notFoundScreen, redirects, screens } from './routes';

export { preloadScreenAt } from './routes';
import { SideNav } from './SideNav';
import { StartupLists } from './StartupLists';
import { DraftsOnSignIn } from '../components/form/drafts/DraftsOnSignIn';
import { TopBar } from './TopBar';
import { useBottomAnchoredScroll } from './useBottomAnchoredScroll';

// Before anything of the shell renders: the login screen brought only its own texts.
addAllTexts();

/** Below this width the menu becomes an overlay behind a hamburger button. */
const NARROW_QUERY = '(max-width: 899.98px)';

const useStyles = makeStyles({
  root: { display: 'flex', height: '100vh', overflow: 'hidden' },
  nav: { flexShrink: 0, height: '100%' },
  column: { flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  content: {
    flexGrow: 1,
    overflowY: 'auto',
    paddingBlock: tokens.spacingVerticalXXL,
    paddingInline: tokens.spacingHorizontalXXXL,
    backgroundColor: tokens.colorNeutralBackground2,
    outlineStyle: 'none',
    '@media (max-width: 599px)': { paddingInline: tokens.spacingHorizontalL },
  },
  skip: {
    position: 'absolute',
    insetInlineStart: tokens.spacingHorizontalS,
    insetBlockStart: tokens.spacingVerticalS,
    zIndex: 10,
    transform: 'translateY(-200%)',
    ':focus': { transform: 'none' },
  },
  error: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' },
});

function ScreenElement({ screen }: { screen: ScreenRoute }) {
  const Screen = screen.Screen;
  return <Screen />;
}

function toRoute(screen: ScreenRoute): RouteObject {
  return { path: screen.path, handle: screen, element: <ScreenElement screen={screen} /> };
}

function buildRoutes(): RouteObject[] {
  return [
    {
      element: <ShellLayout />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            ...screens.map(toRoute),
            ...redirects.map(({ from, to }) => ({ path: from, element: <Navigate to={to} replace /> })),
            toRoute(notFoundScreen),
          ],
        },
      ],
    },
  ];
}

/** One router for the app's lifetime: signing out and in again returns to the same screen. */
let router: ReturnType<typeof createBrowserRouter> | undefined;

export default function Shell() {
  router ??= createBrowserRouter(buildRoutes());
  return (
    <FluentFrame>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </FluentFrame>
  );
}

function ShellLayout() {
  const styles = useStyles();
  const { t } = useTranslation();
  const narrow = useMediaQuery(NARROW_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  useBottomAnchoredScroll(main);
  useDocumentTitle(useScreenTitle());

  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    main.current?.focus();
  };

  return (
    <div className={styles.root}>
      <StartupLists />
      <DraftsOnSignIn />
      <Button as="a" href="#main-content" appearance="primary" className={styles.skip} onClick={skipToContent}>
        {t('app.skipToContent')}
      </Button>
      <div className={styles.nav}>
        <SideNav type={narrow ? 'overlay' : 'inline'} open={narrow ? menuOpen : true} onOpenChange={setMenuOpen} />
      </div>
      <div className={styles.column}>
        <TopBar compact={narrow} menuOpen={narrow && menuOpen} onOpenMenu={() => setMenuOpen(true)} />
        <main ref={main} id="main-content" className={styles.content} tabIndex={-1}>
          <Suspense key={location.pathname} fallback={<CenteredSpinner inline label={t('app.loading')} />}>
            <Outlet />
          </Suspense>
        </main>
        <ToastFooter />
      </div>
      <PaletteHost menu={menu} screens={screens} />
    </div>
  );
}

/** A screen that failed to render or to load its code. */
function RouteError() {
  const styles = useStyles();
  const { t } = useTranslation();
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <section className={styles.error} role="alert">
      <Text as="h1" size={600} weight="semibold">
        {t('pages.errorTitle')}
      </Text>
      <Text>{t('errors.internal')}</Text>
      <Button onClick={() => window.location.reload()}>{t('app.retry')}</Button>
    </section>
  );
}
