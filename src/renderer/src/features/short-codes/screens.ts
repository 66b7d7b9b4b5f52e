import { ChatMultiple20Regular } from '@fluentui/react-icons';
import { registry } from '../../../../shared/registry';
import { lazyScreen, menuScreen, screen, type ScreenRoute } from '../../screens/screenRoute';

const { list, add, edit } = registry.shortCodes.screens;
// Add and edit share one form.
const ShortCodeFormPage = lazyScreen(() => import('./ShortCodeFormPage'));

export const screens: ScreenRoute[] = [
  menuScreen('shortCodes', list, lazyScreen(() => import('./ShortCodesPage')), { label: 'nav.shortCodes', icon: ChatMultiple20Regular, order: 70 }),
  screen(add, 'screens.addShortCode', 'shortCodes', ShortCodeFormPage),
  screen(edit, 'screens.editShortCode', 'shortCodes', ShortCodeFormPage),
];
