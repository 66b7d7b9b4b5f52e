import { Building20Regular } from '@fluentui/react-icons';
import { registry } from '../../../../shared/registry';
import { lazyScreen, menuScreen, screen, type ScreenRoute } from '../../screens/screenRoute';

const { list, add, edit } = registry.organizations.screens;
// Add and edit share one form.
const OrganizationFormPage = lazyScreen(() => import('./OrganizationFormPage'));

export const screens: ScreenRoute[] = [
  menuScreen('organizations', list, lazyScreen(() => import('./OrganizationsPage')), { label: 'nav.organizations', icon: Building20Regular, group: 'settings', order: 10 }),
  screen(add, 'screens.addOrganization', 'organizations', OrganizationFormPage),
  screen(edit, 'screens.editOrganization', 'organizations', OrganizationFormPage),
];
