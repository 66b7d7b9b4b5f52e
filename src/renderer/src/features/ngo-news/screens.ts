import { News20Regular } from '@fluentui/react-icons';
import { registry } from '../../../../shared/registry';
import { lazyScreen, menuScreen, screen, type ScreenRoute } from '../../screens/screenRoute';

const { list, add, edit } = registry.ngoNews.screens;
// Add and edit share one form.
const NgoNewsFormPage = lazyScreen(() => import('./NgoNewsFormPage'));

export const screens: ScreenRoute[] = [
  menuScreen('ngoNews', list, lazyScreen(() => import('./NgoNewsPage')), { label: 'nav.organizationNews', icon: News20Regular, order: 100 }),
  screen(add, 'screens.addNgoNews', 'ngoNews', NgoNewsFormPage),
  screen(edit, 'screens.editNgoNews', 'ngoNews', NgoNewsFormPage),
];
