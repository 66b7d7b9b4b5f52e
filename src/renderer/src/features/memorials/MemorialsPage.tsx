import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { appConfigQuery } from '../../api/queries';
import { useScreenTitle } from '../../screens/currentScreen';
import { ResourceList } from '../../components/list/ResourceList';
import { useReferenceNames } from '../payable/useReferenceNames';
import { memorialsDescriptor } from './descriptor';

/** Memorial persons (spec 2.8): every organization's, paged, sorted and searched by the server. */
export default function MemorialsPage() {
  const names = useReferenceNames();
  const config = useQuery(appConfigQuery);
  const scheme = config.data?.deeplinkScheme ?? '';
  const descriptor = useMemo(() => memorialsDescriptor(names, scheme), [names, scheme]);
  return <ResourceList descriptor={descriptor} title={useScreenTitle()} />;
}
