import { deeplinks } from '../../../../shared/constants';
import type { Cause } from '../../../../shared/entities/cause';
import { CopyText } from '../../components/CopyText';
import { plainText, shorten } from '../../components/plainText';
import { actionsColumn, activeFirst, dataColumn, localName, statusColumn } from '../../components/list/columns';
import type { ListDescriptor } from '../../components/list/types';
import type { ReferenceNames } from '../projects/descriptor';

export const CASE_FORM_PATH = '/urgent/new';
export const caseEditPath = (cause: Cause) => `${CASE_FORM_PATH}?edit=true&id=${cause.id}`;
export const caseDuplicatePath = (cause: Cause) => `${CASE_FORM_PATH}?duplicate=true&id=${cause.id}`;

/**
 * Urgent cases (spec 2.13): default visible ID, Category, Organization, NameAR, Status, Actions;
 * hidden nameEN, the descriptions (as shortened plain text), target and collected amounts, the
 * copyable deeplink (`{scheme}://screen?target=cause_{id}`, spec 9), media URL and order; active first.
 */
export function casesDescriptor(names: ReferenceNames, deeplinkScheme: string): ListDescriptor<'causes'> {
  const deeplinkOf = (cause: Cause) => deeplinks.cause(deeplinkScheme, cause.id);
  return {
    resource: 'causes',
    listKey: 'causes',
    columns: [
      dataColumn('id', 'columns.id', true),
      {
        key: 'category',
        label: 'cases.category',
        defaultVisible: true,
        render: (cause, { language }) => names.activity(cause.actid, language),
        sortValue: (cause, { language }) => names.activity(cause.actid, language),
      },
      dataColumn('actid', 'cases.categoryId', false),
      {
        key: 'organization',
        label: 'cases.organization',
        defaultVisible: true,
        render: (cause, { language }) => names.organization(cause.orgid, language),
        sortValue: (cause, { language }) => names.organization(cause.orgid, language),
      },
      dataColumn('orgid', 'cases.organizationId', false),
      dataColumn('nameAR', 'columns.nameAR', true),
      dataColumn('nameEN', 'columns.nameEN', false),
      dataColumn('infoAR', 'cases.descriptionAR', false, {
        render: (cause) => shorten(plainText(cause.infoAR)),
        sortValue: (cause) => plainText(cause.infoAR),
      }),
      dataColumn('infoEN', 'cases.descriptionEN', false, {
        render: (cause) => shorten(plainText(cause.infoEN)),
        sortValue: (cause) => plainText(cause.infoEN),
      }),
      dataColumn('targetAmount', 'cases.targetAmount', false),
      dataColumn('collectedAmount', 'cases.collectedAmount', false),
      {
        key: 'deeplink',
        label: 'columns.deeplink',
        defaultVisible: false,
        csv: false,
        sortValue: (cause) => cause.id,
        render: (cause, { t, language }) => (
          <CopyText value={deeplinkOf(cause)} label={t('cases.copyDeeplink', { name: localName(cause, language) })} />
        ),
      },
      dataColumn('mediaURL', 'cases.mediaURL', false),
      dataColumn('order', 'columns.order', false),
      statusColumn(),
      actionsColumn(),
    ],
    rowId: (cause) => cause.id,
    rowName: localName,
    emptyText: 'cases.empty',
    bulkDelete: { nothingSelected: 'cases.nothingSelected', deleted: 'cases.bulkDeleted' },
    deleted: 'cases.deleted',
    statusChanged: 'cases.statusChanged',
    add: { label: 'cases.add', path: CASE_FORM_PATH },
    editPath: caseEditPath,
    csvFileName: 'cases',
    defaultOrder: activeFirst,
  };
}
