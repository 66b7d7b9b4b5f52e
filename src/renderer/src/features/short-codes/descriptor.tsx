import type { Language } from '../../../../shared/constants';
import type { Mno } from '../../../../shared/entities/mno';
import type { Organization } from '../../../../shared/entities/organization';
import type { ShortCode } from '../../../../shared/entities/short-code';
import { registry, screenPath } from '../../../../shared/registry';
import { actionsColumn, dataColumn, localName, statusColumn } from '../../components/list/columns';
import type { ListDescriptor } from '../../components/list/types';
import type { Translate } from '../../i18n';

export interface ShortCodeLookups {
  organizations: ReadonlyMap<number, Organization>;
  mnos: ReadonlyMap<number, Mno>;
  t: Translate;
}

/** A name by the language, or the raw id while the names are not known. */
const nameOr = (row: { nameAR: string; nameEN: string } | undefined, id: number, language: Language) =>
  (row && localName(row, language)) || String(id);

/**
 * Short codes (spec 2.15): default visible id, mnoid, orgid, price, shortcode, Actions. The
 * operator and organization cells show names (and sort by them); the CSV keeps the raw ids.
 */
export function shortCodesDescriptor({ organizations, mnos, t }: ShortCodeLookups): ListDescriptor<'shortCodes'> {
  const mnoName = (row: ShortCode, language: Language) => nameOr(mnos.get(row.mnoid), row.mnoid, language);
  const orgName = (row: ShortCode, language: Language) => nameOr(organizations.get(row.orgid), row.orgid, language);
  return {
    resource: 'shortCodes',
    listKey: 'shortCodes',
    columns: [
      dataColumn('id', 'columns.id', true),
      dataColumn('mnoid', 'shortCodes.mno', true, {
        render: (row, { language }) => mnoName(row, language),
        sortValue: (row, { language }) => mnoName(row, language),
      }),
      dataColumn('orgid', 'shortCodes.organization', true, {
        render: (row, { language }) => orgName(row, language),
        sortValue: (row, { language }) => orgName(row, language),
      }),
      dataColumn('price', 'shortCodes.price', true),
      dataColumn('shortcode', 'shortCodes.shortcode', true),
      dataColumn('keywordEN', 'shortCodes.keywordEN', false),
      statusColumn(false),
      actionsColumn(),
    ],
    rowId: (row) => row.id,
    rowName: (row) => t('shortCodes.rowName', { shortcode: row.shortcode, id: row.id }),
    emptyText: 'shortCodes.empty',
    // The spec lists 'please select some cases' for short codes; the short codes' own words are clearer.
    bulkDelete: { nothingSelected: 'shortCodes.nothingSelected', deleted: 'shortCodes.bulkDeleted' },
    deleted: 'shortCodes.deleted',
    add: { label: 'shortCodes.add', path: registry.shortCodes.screens.add },
    editPath: (row) => screenPath(registry.shortCodes.screens.edit, row.id),
    csvFileName: 'short-codes',
  };
}
