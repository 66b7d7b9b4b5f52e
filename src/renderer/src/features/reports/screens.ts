import { DataBarVertical20Regular } from '@fluentui/react-icons';
import { lazyScreen, menuScreen, type ScreenRoute } from '../../screens/screenRoute';

/** The reports screen (spec 2.18): SMS donation reports, built and read per organization and period. */
export const screens: ScreenRoute[] = [menuScreen('reports', '/reports', lazyScreen(() => import('./ReportsPage')), { label: 'nav.reports', icon: DataBarVertical20Regular, group: 'analytics', order: 10 })];
