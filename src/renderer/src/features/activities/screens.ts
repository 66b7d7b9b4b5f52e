import { lazy } from 'react';
import { registry } from '../../../../shared/registry';
import { menuScreen, screen, type ScreenRoute } from '../../screens/screenRoute';

const { list, add, edit } = registry.activities.screens;
// Add and edit share one form.
const ActivityFormPage = lazy(() => import('./ActivityFormPage'));

export const screens: ScreenRoute[] = [
  menuScreen('activities', list, lazy(() => import('./ActivitiesPage'))),
  screen(add, 'screens.addActivity', 'activities', ActivityFormPage),
  screen(edit, 'screens.editActivity', 'activities', ActivityFormPage),
];
