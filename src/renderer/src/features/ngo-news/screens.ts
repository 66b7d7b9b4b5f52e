import { registry } from '../../../../shared/registry';
import { lazyScreen, menuScreen, screen, type ScreenRoute } from '../../screens/screenRoute';

const { list, add, edit } = registry.ngoNews.screens;
// Add and edit share one form.
const NgoNewsFormPage = lazyScreen(() => import('./NgoNewsFormPage'));

export const screens: ScreenRoute[] = [
  menuScreen('organizationNews', list, lazyScreen(() => import('./NgoNewsPage'))),
  screen(add, 'screens.addNgoNews', 'organizationNews', NgoNewsFormPage),
  screen(edit, 'screens.editNgoNews', 'organizationNews', NgoNewsFormPage),
];
