import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { listQuery } from '../../api/queries';
import { useScreenTitle } from '../../screens/currentScreen';
import { ResourceList } from '../../components/list/ResourceList';
import { selectedOrganizationIdAtom } from '../../state/preferences';
import { bannersDescriptor } from './descriptor';

/**
 * The banners list, narrowed to the top bar's organization when one is chosen. The server
 * filters banners by the organization's intID (the project a banner opens), while the top
 * bar remembers the organization's id: the organizations list translates one to the other.
 */
export default function BannersPage() {
  const selectedId = useAtomValue(selectedOrganizationIdAtom);
  const organizations = useQuery({ ...listQuery('organizations'), enabled: selectedId !== null });
  const orgIntID = selectedId === null ? undefined : organizations.data?.find((organization) => organization.id === selectedId)?.intID;
  const query = useMemo(() => (orgIntID === undefined ? undefined : { org_id: orgIntID }), [orgIntID]);
  return <ResourceList descriptor={bannersDescriptor} title={useScreenTitle()} query={query} />;
}
