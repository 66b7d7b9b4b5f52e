import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { appConfigQuery } from '../../api/queries';
import { useScreenTitle } from '../../screens/currentScreen';
import { ResourceList } from '../../components/list/ResourceList';
import { activitiesDescriptor } from './descriptor';

export default function ActivitiesPage() {
  const config = useQuery(appConfigQuery);
  const descriptor = useMemo(() => activitiesDescriptor(config.data?.deeplinkScheme ?? ''), [config.data?.deeplinkScheme]);
  return <ResourceList descriptor={descriptor} title={useScreenTitle()} />;
}
