import { deeplinks } from '../../../../shared/constants';
import { mobileNumOfRecord, type Memorial } from '../../../../shared/entities/memorial';
import { CopyText } from '../../components/CopyText';
import { plainText, shorten } from '../../components/plainText';
import { actionsColumn, approvedColumn, dataColumn, dateTimeColumn } from '../../components/list/columns';
import { LinkListCell } from '../../components/list/LinkListCell';
import { ThumbnailCell } from '../../components/list/ThumbnailCell';
import { classListBasics } from '../../components/list/classListBasics';
import type { ListDescriptor } from '../../components/list/types';
import type { ReferenceNames } from '../payable/useReferenceNames';


/**
 * Memorial persons (spec 2.8): every column of the spec, the organization and activity by name,
 * the mobile number as typed in the form (971…), the copyable deeplink
 * `{scheme}://inmemory/{objectId}` and the share link. A server-mode list (registry): the server
 * pages, sorts (newest first, then approved first) and searches it.
 */
export function memorialsDescriptor(names: ReferenceNames, deeplinkScheme: string): ListDescriptor<'memorials'> {
  const deeplinkOf = (memorial: Memorial) => deeplinks.memorial(deeplinkScheme, memorial.objectId);
  return {
    ...classListBasics('memorials', 'memorial-persons'),
    columns: [
      dataColumn('userId', 'memorials.userId', false, { direction: 'ltr' }),
      {
        // A picture: neither sorted nor written to the CSV.
        key: 'image',
        label: 'columns.image',
        defaultVisible: true,
        csv: false,
        render: (memorial, { t }) => (memorial.image ? <ThumbnailCell path={memorial.image} alt={t('memorials.imageOf', { name: memorial.name })} /> : null),
      },
      dataColumn('name', 'memorials.name', true),
      dataColumn('age', 'memorials.age', true),
      dataColumn('applicantName', 'memorials.applicantName', true),
      dataColumn('collectedAmount', 'memorials.collectedAmount', false),
      dataColumn('targetAmount', 'memorials.targetAmount', true),
      // As the form takes it (9715…), which is also what the search finds it by.
      dataColumn('mobileNum', 'memorials.mobile', true, { direction: 'ltr', render: (memorial) => mobileNumOfRecord(memorial.mobileNum) }),
      {
        key: 'deeplink',
        label: 'columns.deeplink',
        defaultVisible: false,
        csv: false,
        render: (memorial, { t }) => <CopyText value={deeplinkOf(memorial)} label={t('memorials.copyDeeplink', { name: memorial.name })} />,
      },
      dataColumn('description', 'memorials.description', false, {
        render: (memorial) => shorten(plainText(memorial.description)),
        sortValue: (memorial) => plainText(memorial.description),
      }),
      dateTimeColumn('createdAt', 'memorials.createdAt', true),
      dataColumn('orgId', 'memorials.organization', false, {
        render: (memorial, { language }) => names.organization(memorial.orgId, language) || String(memorial.orgId),
        csv: { field: 'orgId', names: ({ language }) => names.organizationNames(language) },
      }),
      dataColumn('actId', 'memorials.activity', false, {
        render: (memorial, { language }) => names.activity(memorial.actId, language) || String(memorial.actId),
        csv: { field: 'actId', names: ({ language }) => names.activityNames(language) },
      }),
      dataColumn('sdl', 'memorials.sdl', false, {
        render: (memorial) => (memorial.sdl ? <LinkListCell links={[{ url: memorial.sdl }]} /> : null),
      }),
      approvedColumn(),
      actionsColumn(),
    ],
    rowName: (memorial) => memorial.name,
  };
}
