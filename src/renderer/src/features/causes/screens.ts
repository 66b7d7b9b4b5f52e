import { HeartPulse20Regular } from '@fluentui/react-icons';
import { registry, routeOf } from '../../../../shared/registry';
import { lazyScreen, formMode, menuScreen, screen, type ScreenRoute } from '../../screens/screenRoute';

const { list, add } = registry.causes.screens;
// One chunk for both: the extended form is the create form with every payment section open.
const loadForm = () => import('./CauseFormPage');
/** Spec 2.3's third sub-path of /urgent. */
const EXTENDED_FORMS = '/urgent/extended-forms';

export const screens: ScreenRoute[] = [
  menuScreen('causes', list, lazyScreen(() => import('./CausesPage')), { label: 'nav.causes', icon: HeartPulse20Regular, order: 30 }),
  // Create, edit and duplicate are one route; the query says which (registry: edit, duplicate).
  screen(routeOf(add), formMode('screens.newCase', 'screens.editCase', 'screens.duplicateCase'), 'causes', lazyScreen(loadForm)),
  screen(EXTENDED_FORMS, 'screens.caseExtendedForms', 'causes', lazyScreen(() => loadForm().then((module) => ({ default: module.CauseExtendedFormPage })))),
];
