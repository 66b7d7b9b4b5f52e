import { useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { selectedVideoInputSchema, type SelectedVideoInput } from '../../../../shared/entities/selected-video';
import { registry } from '../../../../shared/registry';
import { useScreenTitle } from '../../screens/currentScreen';
import { FormPage, FullRow } from '../../components/form/FormPage';
import { TextField } from '../../components/form/fields';
import { useResourceForm } from '../../components/form/useResourceForm';
import { VideoPreview } from './VideoPreview';

const LIST_PATH = registry.selectedVideos.screens.list;

const emptyVideo: SelectedVideoInput = { url: '' };

/** Add and edit a selected video (spec 2.16): its URL, with a preview of what it points at as it is typed. */
export default function SelectedVideoFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const { form, page } = useResourceForm({
    resource: 'selectedVideos',
    schema: selectedVideoInputSchema,
    id,
    emptyValues: emptyVideo,
    toValues: (video) => ({ url: video.url }),
    savedMessage: 'selectedVideos.saved',
    onSaved: () => navigate(LIST_PATH),
  });
  const { control } = form;
  const address = useWatch({ control, name: 'url' });
  return (
    <FormPage title={useScreenTitle()} cancelPath={LIST_PATH} {...page}>
      <FullRow>
        <TextField control={control} name="url" label={t('selectedVideos.url')} required type="url" />
      </FullRow>
      <FullRow>
        <VideoPreview address={typeof address === 'string' ? address : ''} />
      </FullRow>
    </FormPage>
  );
}
