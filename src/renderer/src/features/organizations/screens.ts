import { Building20Regular } from '@fluentui/react-icons';
import { descriptorListScreen } from '../../screens/descriptorListScreen';
import { lazyScreen, resourceScreens } from '../../screens/screenRoute';

export const screens = resourceScreens('organizations', {
  list: descriptorListScreen(() => import('./descriptor').then((module) => module.organizationsDescriptor)),
  form: lazyScreen(() => import('./OrganizationFormPage')),
  menu: { icon: Building20Regular, group: 'settings', order: 10 },
});
