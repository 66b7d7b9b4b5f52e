import { z } from 'zod';
import { classRecordFields } from './class-record';
import { versionField } from './fields';
import { requiredRichText } from './rich-text';

/** A notification of the app and website (class notification, spec 2.11 and 3): its text in English and Arabic. */
export const notificationSchema = z.object({
  ...classRecordFields,
  notificationText: z.string(),
  notificationTextInAR: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATION_TEXT_MAX = 2000;

/** Body of a create and an update: both texts required ('Notification field is required', spec 5). */
export const notificationInputSchema = z.strictObject({
  notificationText: requiredRichText(NOTIFICATION_TEXT_MAX, 'validation.notificationRequired'),
  notificationTextInAR: requiredRichText(NOTIFICATION_TEXT_MAX, 'validation.notificationRequired'),
  version: versionField,
});
export type NotificationInput = z.input<typeof notificationInputSchema>;
