import type { Notification } from '../../../../shared/entities/notification';
import { registry, screenPath } from '../../../../shared/registry';
import { plainText, shorten } from '../../components/plainText';
import { actionsColumn, dataColumn, dateTimeColumn } from '../../components/list/columns';
import type { ListDescriptor } from '../../components/list/types';

/** A notification's English text (else its Arabic one) as a reader sees it: its name in confirmations and toasts. */
const notificationName = (row: Notification) => shorten(plainText(row.notificationText) || plainText(row.notificationTextInAR), 60);

/**
 * Notifications (spec 2.11, 3): the English and Arabic texts, creation time, objectId and
 * Actions. The texts are sanitized HTML: a cell shows their text, never their markup.
 */
export function notificationsDescriptor(): ListDescriptor<'notifications'> {
  return {
    resource: 'notifications',
    listKey: 'notifications',
    columns: [
      dataColumn('notificationText', 'notifications.textEN', true, {
        render: (row) => plainText(row.notificationText),
        sortValue: (row) => plainText(row.notificationText),
      }),
      dataColumn('notificationTextInAR', 'notifications.textAR', true, {
        render: (row) => plainText(row.notificationTextInAR),
        sortValue: (row) => plainText(row.notificationTextInAR),
      }),
      dateTimeColumn('createdAt', 'notifications.createdAt', true),
      dataColumn('objectId', 'notifications.objectId', false, { direction: 'ltr' }),
      actionsColumn(),
    ],
    rowId: (row) => row.objectId,
    rowName: notificationName,
    emptyText: 'notifications.empty',
    bulkDelete: { nothingSelected: 'notifications.nothingSelected', deleted: 'notifications.bulkDeleted' },
    deleted: 'notifications.deleted',
    add: { label: 'notifications.add', path: registry.notifications.screens.add },
    editPath: (row) => screenPath(registry.notifications.screens.edit, row.objectId),
    csvFileName: 'notifications',
  };
}
