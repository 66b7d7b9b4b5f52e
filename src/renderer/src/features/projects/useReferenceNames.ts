import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { listQuery } from '../../api/queries';
import { localName } from '../../components/list/columns';
import type { ReferenceNames } from './descriptor';

/** Activity (category) and organization names by id, from the lists the shell already loads. */
export function useReferenceNames(): ReferenceNames {
  const activities = useQuery(listQuery('activities'));
  const organizations = useQuery(listQuery('organizations'));
  return useMemo(() => {
    const activityById = new Map((activities.data ?? []).map((activity) => [activity.id, activity]));
    const organizationById = new Map((organizations.data ?? []).map((organization) => [organization.id, organization]));
    return {
      activity: (id, language) => {
        const activity = activityById.get(id);
        return activity ? localName(activity, language) : '';
      },
      organization: (id, language) => {
        const organization = organizationById.get(id);
        return organization ? localName(organization, language) : '';
      },
    };
  }, [activities.data, organizations.data]);
}
