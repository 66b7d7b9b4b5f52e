import { useMemo } from 'react';
import { useScreenTitle } from '../../screens/currentScreen';
import { ResourceList } from '../../components/list/ResourceList';
import { OrganizationFilterNote, useTopBarOrganization } from '../../components/list/OrganizationFilterNote';
import { bannersDescriptor } from './descriptor';
import { SavedBannerNote, useSavedBanner } from './SavedBannerNote';

/**
 * The banners list, narrowed to the top bar's organization when one is chosen, which the note
 * above the table says (with 'Show all organizations'). The server filters banners by the
 * organization's intID (the project a banner opens), while the top bar remembers the
 * organization's id: the organizations list translates one to the other. After a save the list
 * opens on the page of the banner saved and says what keeps it out of sight (SavedBannerNote); when
 * the filter hides it, that note stands for the filter's own.
 */
export default function BannersPage() {
  const topBar = useTopBarOrganization();
  const orgIntID = topBar.selected?.intID;
  const query = useMemo(() => (orgIntID === undefined ? undefined : { org_id: orgIntID }), [orgIntID]);
  const saved = useSavedBanner(query, topBar.selected);
  return (
    <ResourceList descriptor={bannersDescriptor} title={useScreenTitle()} query={query} revealRowId={saved ? String(saved.banner.id) : undefined}>
      {saved && <SavedBannerNote saved={saved} onShowAll={topBar.clear} />}
      {!saved?.hiddenBy && <OrganizationFilterNote />}
    </ResourceList>
  );
}
