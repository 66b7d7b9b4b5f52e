import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { teamInputSchema, type TeamInput } from '../../../../shared/entities/team';
import { registry } from '../../../../shared/registry';
import { useScreenTitle } from '../../screens/currentScreen';
import { BoundImageField } from '../../components/form/BoundImageField';
import { FormPage, FullRow } from '../../components/form/FormPage';
import { TextField } from '../../components/form/fields';
import { useResourceForm } from '../../components/form/useResourceForm';

const LIST_PATH = registry.teams.screens.list;

const emptyTeam: TeamInput = { Name: '', Title: '', Logo: '' };

/**
 * Add and edit a team member (spec 2.17, 4 'Team form'): name, title and a photo that is
 * chosen, previewed and then uploaded with its own 'Upload image' step. The save is refused
 * until a photo is uploaded ('please upload image'), and while a chosen one waits for its
 * upload; in an edit the stored photo counts as uploaded.
 */
export default function TeamFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const { form, page } = useResourceForm({
    resource: 'teams',
    schema: teamInputSchema,
    id,
    emptyValues: emptyTeam,
    toValues: (team) => ({ Name: team.Name, Title: team.Title, Logo: team.Logo }),
    savedMessage: 'teams.saved',
    onSaved: () => navigate(LIST_PATH),
  });
  const { control } = form;
  return (
    <FormPage title={useScreenTitle()} cancelPath={LIST_PATH} {...page}>
      <TextField control={control} name="Name" label={t('teams.name')} required />
      <TextField control={control} name="Title" label={t('teams.title')} required />
      <FullRow>
        <BoundImageField control={control} name="Logo" label={t('teams.photo')} folder="teams" required uploadOnSelect={false} />
      </FullRow>
    </FormPage>
  );
}
