import { useMemo } from 'react';
import { useScreenTitle } from '../../screens/currentScreen';
import { ResourceList } from '../../components/list/ResourceList';
import { notificationsDescriptor } from './descriptor';

export default function NotificationsPage() {
  const descriptor = useMemo(() => notificationsDescriptor(), []);
  return <ResourceList descriptor={descriptor} title={useScreenTitle()} />;
}
