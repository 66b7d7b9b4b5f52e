import { useScreenTitle } from '../../screens/currentScreen';
import { ResourceList } from '../../components/list/ResourceList';
import { ambassadorsDescriptor } from './descriptor';

export default function AmbassadorsPage() {
  return <ResourceList descriptor={ambassadorsDescriptor} title={useScreenTitle()} />;
}
