import { PeopleStar20Regular } from '@fluentui/react-icons';
import { registry } from '../../../../shared/registry';
import { lazyScreen, menuScreen, screen, type ScreenRoute } from '../../screens/screenRoute';

const { list, add, edit } = registry.ambassadors.screens;
// Add and edit share one form.
const AmbassadorFormPage = lazyScreen(() => import('./AmbassadorFormPage'));

export const screens: ScreenRoute[] = [
  menuScreen('ambassadors', list, lazyScreen(() => import('./AmbassadorsPage')), { label: 'nav.ambassadors', icon: PeopleStar20Regular, group: 'appHomePage', order: 10 }),
  screen(add, 'screens.addAmbassador', 'ambassadors', AmbassadorFormPage),
  screen(edit, 'screens.editAmbassador', 'ambassadors', AmbassadorFormPage),
];
