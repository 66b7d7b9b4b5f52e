import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { notificationInputSchema, type NotificationInput } from '../../../../shared/entities/notification';
import { registry } from '../../../../shared/registry';
import { useScreenTitle } from '../../screens/currentScreen';
import { FormPage, FullRow } from '../../components/form/FormPage';
import { RichTextField } from '../../components/form/RichTextField';
import { useResourceForm } from '../../components/form/useResourceForm';

const LIST_PATH = registry.notifications.screens.list;

const emptyNotification: NotificationInput = { notificationText: '', notificationTextInAR: '' };

/**
 * Add and edit a notification (spec 2.11, 5): an English and an Arabic editor, each required
 * ('Notification field is required'); the Arabic one is right to left in both interface
 * languages. After a save, back to /notification (spec 2.3).
 */
export default function NotificationFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const { form, page } = useResourceForm({
    resource: 'notifications',
    schema: notificationInputSchema,
    id,
    emptyValues: emptyNotification,
    toValues: (notification) => ({
      notificationText: notification.notificationText,
      notificationTextInAR: notification.notificationTextInAR,
    }),
    savedMessage: 'notifications.saved',
    onSaved: () => navigate(LIST_PATH),
  });
  const { control } = form;
  return (
    <FormPage title={useScreenTitle()} cancelPath={LIST_PATH} {...page}>
      <FullRow>
        <RichTextField control={control} name="notificationText" label={t('notifications.textEN')} required dir="ltr" />
      </FullRow>
      <FullRow>
        <RichTextField control={control} name="notificationTextInAR" label={t('notifications.textAR')} required dir="rtl" />
      </FullRow>
    </FormPage>
  );
}
