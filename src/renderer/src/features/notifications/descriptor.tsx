import type { Notification } from '../../../../shared/entities/notification';
import { plainText, shorten } from '../../components/plainText';
import { actionsColumn, dataColumn, dateTimeColumn } from '../../components/list/columns';
import { classListBasics } from '../../components/list/classListBasics';
import type { ListDescriptor } from '../../components/list/types';

/** A notification's English text (else its Arabic one) as a reader sees it: its name in confirmations and toasts. */
const notificationName = (row: Notification) => shorten(plainText(row.notificationText) || plainText(row.notificationTextInAR), 60);

/**
 * Notifications (spec 2.11, 3): the English and Arabic texts, creation time, objectId and
 * Actions. The texts are sanitized HTML: a cell shows their text, never their markup.
 */
export function notificationsDescriptor(): ListDescriptor<'notifications'> {
  return {
    ...classListBasics('notifications', 'notifications'),
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
    rowName: notificationName,
  };
}
