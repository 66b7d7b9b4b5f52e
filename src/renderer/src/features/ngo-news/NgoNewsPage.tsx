import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { listQuery } from '../../api/queries';
import { useScreenTitle } from '../../screens/currentScreen';
import { ResourceList } from '../../components/list/ResourceList';
import { ngoNewsDescriptor } from './descriptor';

export default function NgoNewsPage() {
  const organizations = useQuery(listQuery('organizations'));
  const descriptor = useMemo(
    () => ngoNewsDescriptor(new Map((organizations.data ?? []).map((organization) => [organization.id, organization]))),
    [organizations.data],
  );
  return <ResourceList descriptor={descriptor} title={useScreenTitle()} />;
}
