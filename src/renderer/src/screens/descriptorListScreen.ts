import { createElement } from 'react';
import type { ResourceName } from '../../../shared/registry';
import type { ListDescriptor } from '../components/list/types';
import { lazyScreen, type LazyScreen } from './screenRoute';

/**
 * A list screen that is its descriptor drawn by the kit (`<ResourceList>`, titled by its route):
 * a simple resource's list needs no page of its own. The kit and the descriptor load with the screen.
 */
export function descriptorListScreen<R extends ResourceName>(loadDescriptor: () => Promise<ListDescriptor<R>>): LazyScreen {
  return lazyScreen(() =>
    Promise.all([import('./DescriptorListPage'), loadDescriptor()]).then(([{ DescriptorListPage }, descriptor]) => ({
      default: function ListScreen() {
        return createElement(DescriptorListPage<R>, { descriptor });
      },
    })),
  );
}
