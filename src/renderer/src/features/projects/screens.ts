import { Briefcase20Regular } from '@fluentui/react-icons';
import { registry, routeOf } from '../../../../shared/registry';
import { lazyScreen, formMode, menuScreen, screen, type ScreenRoute } from '../../screens/screenRoute';

const { list, add } = registry.projects.screens;
// One chunk for both: the extended form is the create form with every payment section open.
const loadForm = () => import('./ProjectFormPage');
/** Spec 2.3's third sub-path of /projects. */
const EXTENDED_FORMS = '/projects/extended-forms';

export const screens: ScreenRoute[] = [
  menuScreen('projects', list, lazyScreen(() => import('./ProjectsPage')), { label: 'nav.projects', icon: Briefcase20Regular, order: 20 }),
  // Create, edit and duplicate are one route; the query says which (registry: edit, duplicate).
  screen(
    routeOf(add),
    formMode('screens.newProject', 'screens.editProject', 'screens.duplicateProject'),
    'projects',
    lazyScreen(loadForm),
  ),
  screen(EXTENDED_FORMS, 'screens.projectExtendedForms', 'projects', lazyScreen(() => loadForm().then((module) => ({ default: module.ProjectExtendedFormPage })))),
];
