import { PersonHeart20Regular } from '@fluentui/react-icons';
import { registry } from '../../../../shared/registry';
import { lazyScreen, menuScreen, screen, type ScreenRoute } from '../../screens/screenRoute';

const { list, add, edit } = registry.memorials.screens;
// Add and edit share one form.
const MemorialFormPage = lazyScreen(() => import('./MemorialFormPage'));

export const screens: ScreenRoute[] = [
  menuScreen('memorials', list, lazyScreen(() => import('./MemorialsPage')), { label: 'nav.memorialPersons', icon: PersonHeart20Regular, order: 40 }),
  screen(add, 'screens.addMemorialPerson', 'memorials', MemorialFormPage),
  screen(edit, 'screens.editMemorialPerson', 'memorials', MemorialFormPage),
];
