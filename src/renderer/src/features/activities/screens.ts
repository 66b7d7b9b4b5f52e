import { Apps20Regular } from '@fluentui/react-icons';
import { registry } from '../../../../shared/registry';
import { lazyScreen, menuScreen, screen, type ScreenRoute } from '../../screens/screenRoute';

const { list, add, edit } = registry.activities.screens;
// Add and edit share one form.
const ActivityFormPage = lazyScreen(() => import('./ActivityFormPage'));

export const screens: ScreenRoute[] = [
  menuScreen('activities', list, lazyScreen(() => import('./ActivitiesPage')), { label: 'nav.activities', icon: Apps20Regular, group: 'settings', order: 20 }),
  screen(add, 'screens.addActivity', 'activities', ActivityFormPage),
  screen(edit, 'screens.editActivity', 'activities', ActivityFormPage),
];
