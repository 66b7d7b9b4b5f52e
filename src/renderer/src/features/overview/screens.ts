import { Board20Regular } from '@fluentui/react-icons';
import { lazyScreen, menuScreen, type ScreenRoute } from '../../screens/screenRoute';

/** The overview at `/` (spec 2.2, 2.20): the first entry of the menu. */
export const screens: ScreenRoute[] = [menuScreen('overview', '/', lazyScreen(() => import('./OverviewPage')), { label: 'nav.overview', icon: Board20Regular, order: 10 })];
