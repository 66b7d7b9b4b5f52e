import { registry, routeOf } from '../../../../shared/registry';
import { lazyScreen, formMode, menuScreen, screen, type ScreenRoute } from '../../screens/screenRoute';

const { list, add } = registry.causes.screens;

export const screens: ScreenRoute[] = [
  menuScreen('causes', list, lazyScreen(() => import('./CausesPage'))),
  // Create, edit and duplicate are one route; the query says which (registry: edit, duplicate).
  screen(routeOf(add), formMode('screens.newCase', 'screens.editCase', 'screens.duplicateCase'), 'causes', lazyScreen(() => import('./CauseFormPage'))),
];
