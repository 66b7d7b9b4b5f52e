import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/constants';
import { listQuery } from '../../api/queries';
import { localName } from '../../components/list/columns';

/** Names of the records a project or case row refers to, in the UI language ('' when unknown). */
export interface ReferenceNames {
  activity(id: number, language: Language): string;
  organization(id: number, language: Language): string;
  /** Every activity's and organization's name by id, for a CSV file (`CsvNames`). */
  activityNames(language: Language): Record<string, string>;
  organizationNames(language: Language): Record<string, string>;
}

const namesById = (records: ReadonlyArray<{ id: number; nameAR: string; nameEN: string }>, language: Language) =>
  Object.fromEntries(records.map((record) => [String(record.id), localName(record, language)]));

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
      activityNames: (language) => namesById(activities.data ?? [], language),
      organizationNames: (language) => namesById(organizations.data ?? [], language),
    };
  }, [activities.data, organizations.data]);
}
