import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ngoNewsInputSchema, type NgoNewsInput } from '../../../../shared/entities/ngo-news';
import { registry } from '../../../../shared/registry';
import { listQuery } from '../../api/queries';
import { useScreenTitle } from '../../screens/currentScreen';
import { BoundImageField } from '../../components/form/BoundImageField';
import { FormPage, FullRow } from '../../components/form/FormPage';
import { SelectField, TextField } from '../../components/form/fields';
import { useResourceForm } from '../../components/form/useResourceForm';
import { useNameOptions } from '../../components/form/useNameOptions';

const LIST_PATH = registry.ngoNews.screens.list;

const emptyNews: NgoNewsInput = { link: '', orgId: '', image: null };

/** Add and edit a piece of NGO news (spec 2.11, 5): its link, organization and image; after a save, back to the list. */
export default function NgoNewsFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const organizations = useQuery(listQuery('organizations'));
  const organizationOptions = useNameOptions(organizations.data);
  const { form, page } = useResourceForm({
    resource: 'ngoNews',
    schema: ngoNewsInputSchema,
    id,
    emptyValues: emptyNews,
    toValues: (news) => ({ link: news.link, orgId: String(news.orgId), image: news.image }),
    savedMessage: 'ngoNews.saved',
    onSaved: () => navigate(LIST_PATH),
  });
  const { control } = form;
  return (
    <FormPage title={useScreenTitle()} cancelPath={LIST_PATH} {...page}>
      <TextField control={control} name="link" label={t('ngoNews.link')} required type="url" />
      <SelectField
        control={control}
        name="orgId"
        label={t('ngoNews.organization')}
        required
        options={organizationOptions}
        placeholder={t('ngoNews.selectOrganization')}
      />
      <FullRow>
        <BoundImageField control={control} name="image" label={t('ngoNews.image')} folder="ngonews" />
      </FullRow>
    </FormPage>
  );
}
