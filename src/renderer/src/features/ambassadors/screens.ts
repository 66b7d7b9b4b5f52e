import { PeopleStar20Regular } from '@fluentui/react-icons';
import { descriptorListScreen } from '../../screens/descriptorListScreen';
import { lazyScreen, resourceScreens } from '../../screens/screenRoute';

export const screens = resourceScreens('ambassadors', {
  list: descriptorListScreen(() => import('./descriptor').then((module) => module.ambassadorsDescriptor)),
  form: lazyScreen(() => import('./AmbassadorFormPage')),
  menu: { icon: PeopleStar20Regular, group: 'appHomePage', order: 10 },
});
