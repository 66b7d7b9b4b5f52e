import { useMemo } from 'react';
import { useScreenTitle } from '../../screens/currentScreen';
import { ResourceList } from '../../components/list/ResourceList';
import { OrganizationFilterNote, useTopBarOrganization } from '../../components/list/OrganizationFilterNote';
import { bannersDescriptor } from './descriptor';

/**
 * The banners list, narrowed to the top bar's organization when one is chosen, which the note
 * above the table says (with 'Show all organizations'). The server filters banners by the
 * organization's intID (the project a banner opens), while the top bar remembers the
 * organization's id: the organizations list translates one to the other.
 */
export default function BannersPage() {
  const orgIntID = useTopBarOrganization().selected?.intID;
  const query = useMemo(() => (orgIntID === undefined ? undefined : { org_id: orgIntID }), [orgIntID]);
  return (
    <ResourceList descriptor={bannersDescriptor} title={useScreenTitle()} query={query}>
      <OrganizationFilterNote />
    </ResourceList>
  );
}
