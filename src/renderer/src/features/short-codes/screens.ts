import { lazy } from 'react';
import { registry } from '../../../../shared/registry';
import { menuScreen, screen, type ScreenRoute } from '../../screens/screenRoute';

const { list, add, edit } = registry.shortCodes.screens;
// Add and edit share one form.
const ShortCodeFormPage = lazy(() => import('./ShortCodeFormPage'));

export const screens: ScreenRoute[] = [
  menuScreen('shortCodes', list, lazy(() => import('./ShortCodesPage'))),
  screen(add, 'screens.addShortCode', 'shortCodes', ShortCodeFormPage),
  screen(edit, 'screens.editShortCode', 'shortCodes', ShortCodeFormPage),
];
