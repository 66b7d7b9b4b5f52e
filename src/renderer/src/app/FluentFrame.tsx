import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AriaLiveAnnouncer, FluentProvider } from '@fluentui/react-components';
import type { Language } from '../../../shared/constants';
import { useFieldWidthStyles } from '../components/form/fieldWidth';
import { directionOf } from '../i18n';
import { appTheme } from './theme';

/**
 * Fluent's theme and direction around what is drawn with Fluent: the shell, the signed-out
 * settings, the toaster. Each brings its own frame (they load lazily): the login screen is drawn
 * without Fluent, so App.tsx does not hold one around everything.
 */
export function FluentFrame({ children }: { children: ReactNode }) {
  useFieldWidthStyles();
  // The texts' language, not the chosen one: the layout flips when the texts do (i18n/index.ts).
  const { i18n: texts } = useTranslation();
  return (
    // No className here: FluentProvider copies it onto every portal (menus, toasts, dialogs).
    <FluentProvider theme={appTheme} dir={directionOf(texts.language as Language)}>
      <AriaLiveAnnouncer>{children}</AriaLiveAnnouncer>
    </FluentProvider>
  );
}
