import { registry, screenPath } from '../../../../shared/registry';
import { actionsColumn, dataColumn, dateTimeColumn } from '../../components/list/columns';
import type { ListDescriptor } from '../../components/list/types';

/** Selected videos (spec 2.16): URL (default), CreatedAt, objectId, Actions (default); newest first as the server lists them. */
export function selectedVideosDescriptor(): ListDescriptor<'selectedVideos'> {
  return {
    resource: 'selectedVideos',
    listKey: 'selectedVideos',
    columns: [
      dataColumn('url', 'selectedVideos.url', true, { direction: 'ltr' }),
      dateTimeColumn('createdAt', 'selectedVideos.createdAt', false),
      dataColumn('objectId', 'selectedVideos.objectId', false, { direction: 'ltr' }),
      actionsColumn(),
    ],
    rowId: (row) => row.objectId,
    rowName: (row) => row.url,
    emptyText: 'selectedVideos.empty',
    bulkDelete: { nothingSelected: 'selectedVideos.nothingSelected', deleted: 'selectedVideos.bulkDeleted' },
    deleted: 'selectedVideos.deleted',
    add: { label: 'selectedVideos.add', path: registry.selectedVideos.screens.add },
    editPath: (row) => screenPath(registry.selectedVideos.screens.edit, row.objectId),
    csvFileName: 'selected-videos',
  };
}
