import { useMatches, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ScreenRoute } from './screenRoute';

/** The screen of the current route (its `handle` in the router). */
export function useCurrentScreen(): ScreenRoute | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as ScreenRoute | undefined;
    if (handle && typeof handle === 'object' && 'title' in handle) return handle;
  }
  return undefined;
}

/** The translated title of the current screen, which may depend on the query string. */
export function useScreenTitle(): string {
  const { t } = useTranslation();
  const screen = useCurrentScreen();
  const [search] = useSearchParams();
  if (!screen) return t('app.name');
  const key = typeof screen.title === 'function' ? screen.title(search) : screen.title;
  return t(key);
}
