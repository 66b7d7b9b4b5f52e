import { actionsColumn, dataColumn, dateTimeColumn } from '../../components/list/columns';
import { classListBasics } from '../../components/list/classListBasics';
import type { ListDescriptor } from '../../components/list/types';

/** Selected videos (spec 2.16): URL (default), CreatedAt, objectId, Actions (default); newest first as the server lists them. */
export function selectedVideosDescriptor(): ListDescriptor<'selectedVideos'> {
  return {
    ...classListBasics('selectedVideos', 'selected-videos'),
    columns: [
      dataColumn('url', 'selectedVideos.url', true, { direction: 'ltr' }),
      dateTimeColumn('createdAt', 'selectedVideos.createdAt', false),
      dataColumn('objectId', 'selectedVideos.objectId', false, { direction: 'ltr' }),
      actionsColumn(),
    ],
    rowName: (row) => row.url,
  };
}
