import type { Language } from '../../../../shared/constants';
import type { Keyword } from '../../../../shared/entities/keyword';
import type { Organization } from '../../../../shared/entities/organization';
import { actionsColumn, dataColumn, localName, dateTimeColumn } from '../../components/list/columns';
import type { ListDescriptor } from '../../components/list/types';

/**
 * Keywords (spec 2.10, 7.3): title, organization (by name), creation time, Actions. Rows keep
 * the server's order (newest first); rows are edited in the screen's inline form.
 */
export function keywordsDescriptor(organizations: ReadonlyMap<number, Organization>): ListDescriptor<'keywords'> {
  const orgName = (row: Keyword, language: Language) => {
    const organization = organizations.get(row.org_id);
    return (organization && localName(organization, language)) || String(row.org_id);
  };
  return {
    resource: 'keywords',
    listKey: 'keywords',
    columns: [
      dataColumn('title', 'keywords.title', true),
      dataColumn('org_id', 'keywords.organization', true, {
        render: (row, { language }) => orgName(row, language),
        sortValue: (row, { language }) => orgName(row, language),
      }),
      dateTimeColumn('createdAt', 'keywords.createdAt', true),
      actionsColumn(),
    ],
    rowId: (row) => row.objectId,
    rowName: (row) => row.title,
    emptyText: 'keywords.empty',
    bulkDelete: { nothingSelected: 'keywords.nothingSelected', deleted: 'keywords.bulkDeleted' },
    deleted: 'keywords.deleted',
    csvFileName: 'keywords',
  };
}
