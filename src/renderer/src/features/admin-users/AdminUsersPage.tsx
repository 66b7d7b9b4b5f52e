import { useScreenTitle } from '../../screens/currentScreen';
import { ResourceList } from '../../components/list/ResourceList';
import { adminUsersDescriptor } from './descriptor';

/** The admin users list (spec 2.19). */
export default function AdminUsersPage() {
  return <ResourceList descriptor={adminUsersDescriptor} title={useScreenTitle()} />;
}
