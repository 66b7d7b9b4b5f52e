import { registry } from '../../../../shared/registry';
import { lazyScreen, menuScreen, screen, type ScreenRoute } from '../../screens/screenRoute';

const { list, add, edit } = registry.memorials.screens;
// Add and edit share one form.
const MemorialFormPage = lazyScreen(() => import('./MemorialFormPage'));

export const screens: ScreenRoute[] = [
  menuScreen('memorialPersons', list, lazyScreen(() => import('./MemorialsPage'))),
  screen(add, 'screens.addMemorialPerson', 'memorialPersons', MemorialFormPage),
  screen(edit, 'screens.editMemorialPerson', 'memorialPersons', MemorialFormPage),
];
