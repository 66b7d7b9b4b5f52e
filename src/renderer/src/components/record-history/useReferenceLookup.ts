import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Language } from '../../../../shared/constants';
import { listQuery } from '../../api/queries';
import { localName } from '../list/columns';

type Named = { id: number; intID?: number; nameAR: string; nameEN: string };

/** Which list a reference field names a record of, and by which key (the table's id or its INT ID). */
const REFERENCES: Partial<Record<string, { list: 'organizations' | 'activities' | 'mnos'; by: 'id' | 'intID' }>> = {
  org_id: { list: 'organizations', by: 'id' },
  orgid: { list: 'organizations', by: 'id' },
  orgId: { list: 'organizations', by: 'id' },
  targetOrgIntID: { list: 'organizations', by: 'intID' },
  actid: { list: 'activities', by: 'id' },
  actId: { list: 'activities', by: 'id' },
  targetActivityIntID: { list: 'activities', by: 'intID' },
  mnoid: { list: 'mnos', by: 'id' },
};

/**
 * The name of the organization, activity or operator a reference field holds, in the interface's
 * language, from the lists the forms load anyway; undefined when the field is no reference or the
 * record is not (or no longer) listed, and the panel shows the number.
 */
export function useReferenceLookup(language: Language): (field: string, id: number) => string | undefined {
  const organizations = useQuery(listQuery('organizations')).data;
  const activities = useQuery(listQuery('activities')).data;
  const mnos = useQuery(listQuery('mnos')).data;
  return useMemo(() => {
    const lists: Record<string, readonly Named[] | undefined> = { organizations, activities, mnos };
    return (field, id) => {
      const reference = REFERENCES[field];
      const found = reference && lists[reference.list]?.find((record) => record[reference.by] === id);
      return found ? localName(found, language) : undefined;
    };
  }, [organizations, activities, mnos, language]);
}
