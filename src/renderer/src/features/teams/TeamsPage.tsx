import { useScreenTitle } from '../../screens/currentScreen';
import { ResourceList } from '../../components/list/ResourceList';
import { teamsDescriptor } from './descriptor';

export default function TeamsPage() {
  return <ResourceList descriptor={teamsDescriptor} title={useScreenTitle()} />;
}
