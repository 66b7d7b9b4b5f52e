import { registry, routeOf } from '../../../../shared/registry';
import { lazyScreen, formMode, menuScreen, screen, type ScreenRoute } from '../../screens/screenRoute';

const { list, add } = registry.projects.screens;

export const screens: ScreenRoute[] = [
  menuScreen('projects', list, lazyScreen(() => import('./ProjectsPage'))),
  // Create, edit and duplicate are one route; the query says which (registry: edit, duplicate).
  screen(
    routeOf(add),
    formMode('screens.newProject', 'screens.editProject', 'screens.duplicateProject'),
    'projects',
    lazyScreen(() => import('./ProjectFormPage')),
  ),
];
