import type { Organization } from '../../../../shared/entities/organization';
import { registry, screenPath } from '../../../../shared/registry';
import { actionsColumn, dataColumn, localName, statusColumn } from '../../components/list/columns';
import type { CellContext, DataColumn, ListDescriptor } from '../../components/list/types';
import type { TranslationKey } from '../../i18n';

type FlagField = 'hasRepeatedDonation' | 'hasReporting' | 'isPremium';

/** A 0/1 flag shown as Yes/No; sorted and exported as the number. */
function flagColumn(field: FlagField, label: TranslationKey): DataColumn<Organization> {
  return dataColumn(field, label, false, {
    render: (organization: Organization, { t }: CellContext) => (organization[field] === 1 ? t('common.yes') : t('common.no')),
  });
}

/**
 * Organizations (spec 2.11, 3): every field of the entity can be shown; by default the INT
 * ID, names, email, telephone, the Active/OFF switch and the actions.
 */
export const organizationsDescriptor: ListDescriptor<'organizations'> = {
  resource: 'organizations',
  listKey: 'organizations',
  columns: [
    dataColumn('id', 'columns.id', false),
    dataColumn('intID', 'columns.intID', true),
    dataColumn('nameAR', 'columns.nameAR', true),
    dataColumn('nameEN', 'columns.nameEN', true),
    dataColumn('infoAR', 'columns.infoAR', false),
    dataColumn('infoEN', 'columns.infoEN', false),
    dataColumn('order', 'columns.order', false),
    dataColumn('email', 'organizations.email', true, { direction: 'ltr' }),
    dataColumn('ReportingEmail', 'organizations.reportingEmail', false, { direction: 'ltr' }),
    dataColumn('tel', 'organizations.tel', true, { direction: 'ltr' }),
    dataColumn('fax', 'organizations.fax', false, { direction: 'ltr' }),
    dataColumn('address', 'organizations.address', false),
    dataColumn('web', 'organizations.web', false, { direction: 'ltr' }),
    dataColumn('fb', 'organizations.fb', false, { direction: 'ltr' }),
    dataColumn('tw', 'organizations.tw', false, { direction: 'ltr' }),
    dataColumn('countryid', 'columns.countryid', false),
    flagColumn('hasRepeatedDonation', 'organizations.hasRepeatedDonation'),
    flagColumn('hasReporting', 'organizations.hasReporting'),
    dataColumn('paymentMethods', 'organizations.paymentMethods', false),
    flagColumn('isPremium', 'organizations.isPremium'),
    dataColumn('takamul_ngo_id', 'organizations.takamulNgoId', false),
    statusColumn(),
    actionsColumn(),
  ],
  rowId: (organization) => organization.id,
  rowName: localName,
  emptyText: 'organizations.empty',
  bulkDelete: { nothingSelected: 'organizations.nothingSelected', deleted: 'organizations.bulkDeleted' },
  deleted: 'organizations.deleted',
  add: { label: 'organizations.add', path: registry.organizations.screens.add },
  editPath: (organization) => screenPath(registry.organizations.screens.edit, organization.id),
  csvFileName: 'organizations',
};
