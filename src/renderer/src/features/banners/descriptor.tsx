import { registry, screenPath } from '../../../../shared/registry';
import { actionsColumn, activeFirst, dataColumn, localName, statusColumn } from '../../components/list/columns';
import type { ListDescriptor } from '../../components/list/types';

/** Banners (spec 2.6): default visible IntID, NameAR, Target, Order, status, Actions; active first. */
export const bannersDescriptor: ListDescriptor<'banners'> = {
  resource: 'banners',
  listKey: 'banners',
  columns: [
    dataColumn('intID', 'columns.intID', true),
    dataColumn('id', 'columns.id', false),
    dataColumn('nameAR', 'columns.nameAR', true),
    dataColumn('nameEN', 'columns.nameEN', false),
    // A path ('/activities/3/7'), an activity's number or a URL: left to right in Arabic too.
    dataColumn('target', 'banners.target', true, { direction: 'ltr' }),
    dataColumn('order', 'columns.order', true),
    dataColumn('startDate', 'banners.startDate', false),
    statusColumn(),
    actionsColumn(),
  ],
  rowId: (banner) => banner.id,
  rowName: localName,
  emptyText: 'banners.empty',
  bulkDelete: { nothingSelected: 'banners.nothingSelected', deleted: 'banners.bulkDeleted' },
  deleted: 'banners.deleted',
  add: { label: 'banners.add', path: registry.banners.screens.add },
  editPath: (banner) => screenPath(registry.banners.screens.edit, banner.id),
  csvFileName: 'banners',
  defaultOrder: activeFirst,
};
