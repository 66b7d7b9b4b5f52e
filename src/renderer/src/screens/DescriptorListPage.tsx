import type { ResourceName } from '../../../shared/registry';
import { ResourceList } from '../components/list/ResourceList';
import type { ListDescriptor } from '../components/list/types';
import { useScreenTitle } from './currentScreen';

/** A list screen that is its descriptor drawn by the kit, titled as its route is (`descriptorListScreen`). */
export function DescriptorListPage<R extends ResourceName>({ descriptor }: { descriptor: ListDescriptor<R> }) {
  return <ResourceList descriptor={descriptor} title={useScreenTitle()} />;
}
