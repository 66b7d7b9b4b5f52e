import { registry } from '../../../../shared/registry';
import { lazyScreen, menuScreen, type ScreenRoute } from '../../screens/screenRoute';

// Keywords are added and edited in place, on the list screen.
export const screens: ScreenRoute[] = [menuScreen('keywords', registry.keywords.screens.list, lazyScreen(() => import('./KeywordsPage')))];
