import { useQueries } from '@tanstack/react-query';
import { startupResources } from '../../../shared/ipc';
import { listQuery } from '../api/queries';

/**
 * Loads organizations, activities and operators once at start (spec 2.1). A list that fails is
 * reported like every other list, by the footer's error toast (components/notify.tsx).
 */
export function StartupLists() {
  useQueries({ queries: startupResources.map((resource) => listQuery(resource)) });
  return null;
}
