import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { activityInputSchema, type ActivityInput } from '../../../../shared/entities/activity';
import { registry } from '../../../../shared/registry';
import { useScreenTitle } from '../../screens/currentScreen';
import { BoundImageField } from '../../components/form/BoundImageField';
import { FormPage, FullRow } from '../../components/form/FormPage';
import { TextAreaField, TextField } from '../../components/form/fields';
import { useResourceForm } from '../../components/form/useResourceForm';

const LIST_PATH = registry.activities.screens.list;

const emptyActivity: ActivityInput = { intID: '', nameAR: '', nameEN: '', infoAR: '', infoEN: '', order: '', activityImage: null };

/** Add and edit an activity (spec 2.5); after a save it returns to the list (spec 2.3). */
export default function ActivityFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const { form, page } = useResourceForm({
    resource: 'activities',
    schema: activityInputSchema,
    id,
    emptyValues: emptyActivity,
    toValues: (activity) => ({
      intID: String(activity.intID),
      nameAR: activity.nameAR,
      nameEN: activity.nameEN,
      infoAR: activity.infoAR,
      infoEN: activity.infoEN,
      order: String(activity.order),
      activityImage: activity.activityImage,
    }),
    savedMessage: 'activities.saved',
    onSaved: () => navigate(LIST_PATH),
  });
  const { control } = form;
  const intID = form.watch('intID');
  return (
    <FormPage
      title={useScreenTitle()}
      cancelPath={LIST_PATH}
      {...page}
    >
      <TextField control={control} name="intID" label={t('activities.intID')} required numeric />
      <TextField control={control} name="order" label={t('columns.order')} required numeric />
      <TextField control={control} name="nameAR" label={t('columns.nameAR')} required dir="rtl" />
      <TextField control={control} name="nameEN" label={t('columns.nameEN')} required dir="ltr" />
      <TextAreaField control={control} name="infoAR" label={t('columns.infoAR')} required dir="rtl" />
      <TextAreaField control={control} name="infoEN" label={t('columns.infoEN')} required dir="ltr" />
      <FullRow>
        <BoundImageField
          control={control}
          name="activityImage"
          label={t('activities.image')}
          folder="activities"
          fileName={/^\d+$/.test(String(intID)) ? `activity-${intID}` : undefined}
        />
      </FullRow>
    </FormPage>
  );
}
