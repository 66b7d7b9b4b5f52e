/**
 * The 'Landing pages' list: every public page generated from the back-office or the marketing
 * system, through the list kit (paged, sorted and searched by the server; row and bulk delete),
 * with two row buttons of its own: open the page in the system browser and copy its link.
 */
import { useMemo } from 'react';
import { Copy20Regular, Open20Regular } from '@fluentui/react-icons';
import type { LandingPage } from '../../../../shared/entities/landing-page';
import { useScreenTitle } from '../../screens/currentScreen';
import { ResourceList, type RowAction } from '../../components/list/ResourceList';
import { landingPagesDescriptor } from './descriptor';
import { usePageLinkActions } from './pageLinks';

export default function LandingPagesPage() {
  const descriptor = useMemo(() => landingPagesDescriptor(), []);
  const links = usePageLinkActions();
  const rowActions = useMemo<ReadonlyArray<RowAction<LandingPage>>>(
    () => [
      { key: 'open', label: 'landingPages.openPage', rowLabel: 'landingPages.openPageRow', icon: <Open20Regular />, onClick: (page) => links.open(page.link) },
      { key: 'copyLink', label: 'landingPages.copyLink', rowLabel: 'landingPages.copyLinkRow', icon: <Copy20Regular />, onClick: (page) => links.copy(page.link) },
    ],
    [links],
  );
  return <ResourceList descriptor={descriptor} title={useScreenTitle()} rowActions={rowActions} />;
}
