import { DocumentGlobe20Regular } from '@fluentui/react-icons';
import { registry } from '../../../../shared/registry';
import { lazyScreen, menuScreen, type ScreenRoute } from '../../screens/screenRoute';

// Pages are made from their records (Create MPS, Generate Landing Page) and by /jalillah: the list only.
export const screens: ScreenRoute[] = [menuScreen('landingPages', registry.landingPages.screens.list, lazyScreen(() => import('./LandingPagesPage')), { label: 'nav.landingPages', icon: DocumentGlobe20Regular, order: 140 })];
