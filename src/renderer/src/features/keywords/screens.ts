import { Tag20Regular } from '@fluentui/react-icons';
import { registry } from '../../../../shared/registry';
import { lazyScreen, menuScreen, type ScreenRoute } from '../../screens/screenRoute';

// Keywords are added and edited in place, on the list screen.
export const screens: ScreenRoute[] = [menuScreen('keywords', registry.keywords.screens.list, lazyScreen(() => import('./KeywordsPage')), { label: 'nav.keywords', icon: Tag20Regular, group: 'analytics', order: 20 })];
