import { useMemo } from 'react';
import { useScreenTitle } from '../../screens/currentScreen';
import { ResourceList } from '../../components/list/ResourceList';
import { selectedVideosDescriptor } from './descriptor';

export default function SelectedVideosPage() {
  const descriptor = useMemo(() => selectedVideosDescriptor(), []);
  return <ResourceList descriptor={descriptor} title={useScreenTitle()} />;
}
