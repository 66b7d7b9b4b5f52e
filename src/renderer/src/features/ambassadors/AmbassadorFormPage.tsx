import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ambassadorInputSchema, type AmbassadorInput } from '../../../../shared/entities/ambassador';
import { registry } from '../../../../shared/registry';
import { useScreenTitle } from '../../screens/currentScreen';
import { BoundImageField } from '../../components/form/BoundImageField';
import { FormPage, FullRow } from '../../components/form/FormPage';
import { RichTextField } from '../../components/form/RichTextField';
import { SelectField, TextField } from '../../components/form/fields';
import { useResourceForm } from '../../components/form/useResourceForm';
import { useContentChoices } from '../../components/form/contentChoices';

const LIST_PATH = registry.ambassadors.screens.list;

const emptyAmbassador: AmbassadorInput = {
  name: '',
  description: '',
  FacebookLink: '',
  YoutubeLink: '',
  TwitterLink: '',
  InstagramLink: '',
  Photo: null,
  language: 'ar',
  gender: 'male',
};

const SOCIAL_LINKS = [
  ['FacebookLink', 'ambassadors.facebook'],
  ['YoutubeLink', 'ambassadors.youtube'],
  ['TwitterLink', 'ambassadors.twitter'],
  ['InstagramLink', 'ambassadors.instagram'],
] as const;

/** Add and edit an ambassador (spec 2.7, 5); after a save it returns to the list. */
export default function AmbassadorFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const { form, page } = useResourceForm({
    resource: 'ambassadors',
    schema: ambassadorInputSchema,
    id,
    emptyValues: emptyAmbassador,
    toValues: (ambassador) => ({
      name: ambassador.name,
      description: ambassador.description,
      FacebookLink: ambassador.FacebookLink ?? '',
      YoutubeLink: ambassador.YoutubeLink ?? '',
      TwitterLink: ambassador.TwitterLink ?? '',
      InstagramLink: ambassador.InstagramLink ?? '',
      Photo: ambassador.Photo,
      language: ambassador.language,
      gender: ambassador.gender,
    }),
    savedMessage: 'ambassadors.saved',
    onSaved: () => navigate(LIST_PATH),
  });
  const { control } = form;
  const { languageOptions, genderOptions } = useContentChoices();
  // The description is written in the ambassador's language: an Arabic one starts right to left.
  const textDirection = form.watch('language') === 'en' ? 'ltr' : 'rtl';
  return (
    <FormPage title={useScreenTitle()} cancelPath={LIST_PATH} {...page}>
      <TextField control={control} name="name" label={t('ambassadors.name')} required dir="auto" />
      <SelectField control={control} name="language" label={t('ambassadors.language')} required options={languageOptions} />
      <SelectField control={control} name="gender" label={t('ambassadors.gender')} required options={genderOptions} />
      <FullRow>
        {/* Keyed by direction: an empty editor starts again in the chosen language's direction. */}
        <RichTextField key={textDirection} control={control} name="description" label={t('ambassadors.description')} required dir={textDirection} />
      </FullRow>
      {SOCIAL_LINKS.map(([name, label]) => (
        <TextField key={name} control={control} name={name} label={t(label)} type="url" placeholder="https://" />
      ))}
      <FullRow>
        <BoundImageField control={control} name="Photo" label={t('ambassadors.photo')} folder="ambassadors" />
      </FullRow>
    </FormPage>
  );
}
