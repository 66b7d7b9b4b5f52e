import type { Language } from '../../../../shared/constants';
import type { NgoNews } from '../../../../shared/entities/ngo-news';
import type { Organization } from '../../../../shared/entities/organization';
import { actionsColumn, dataColumn, localName, dateTimeColumn } from '../../components/list/columns';
import { ThumbnailCell } from '../../components/list/ThumbnailCell';
import { classListBasics } from '../../components/list/classListBasics';
import type { ListDescriptor } from '../../components/list/types';

/**
 * NGO news (spec 2.11, 3): link, organization (by name), image, creation time, objectId and
 * Actions; the spec names no defaults, so everything but the objectId shows. Rows keep the
 * server's order (newest first).
 */
export function ngoNewsDescriptor(organizations: ReadonlyMap<number, Organization>): ListDescriptor<'ngoNews'> {
  const orgName = (row: NgoNews, language: Language) => {
    const organization = organizations.get(row.orgId);
    return (organization && localName(organization, language)) || String(row.orgId);
  };
  return {
    ...classListBasics('ngoNews', 'ngo-news'),
    columns: [
      // A long address ends in an ellipsis (the kit's cells) and keeps its order on an Arabic page.
      dataColumn('link', 'ngoNews.link', true, { direction: 'ltr' }),
      dataColumn('orgId', 'ngoNews.organization', true, {
        render: (row, { language }) => orgName(row, language),
        sortValue: (row, { language }) => orgName(row, language),
      }),
      dataColumn('image', 'ngoNews.image', true, {
        render: (row, { t }) => (row.image ? <ThumbnailCell path={row.image} alt={t('ngoNews.imageOf', { name: row.link })} /> : null),
      }),
      dateTimeColumn('createdAt', 'ngoNews.createdAt', true),
      dataColumn('objectId', 'ngoNews.objectId', false, { direction: 'ltr' }),
      actionsColumn(),
    ],
    rowName: (row) => row.link,
  };
}
