import { useScreenTitle } from '../../screens/currentScreen';
import { ResourceList } from '../../components/list/ResourceList';
import { organizationsDescriptor } from './descriptor';

export default function OrganizationsPage() {
  return <ResourceList descriptor={organizationsDescriptor} title={useScreenTitle()} />;
}
