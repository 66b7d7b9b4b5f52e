import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Field, Input } from '@fluentui/react-components';
import type { z } from 'zod';
import { memorialCreateSchema, memorialUpdateSchema, mobileNumOfRecord, type MemorialCreateInput } from '../../../../shared/entities/memorial';
import { registry } from '../../../../shared/registry';
import { listQuery } from '../../api/queries';
import { useScreenTitle } from '../../screens/currentScreen';
import { BoundImageField } from '../../components/form/BoundImageField';
import { useContentChoices } from '../../components/form/contentChoices';
import { FormPage, FullRow } from '../../components/form/FormPage';
import { RichTextField } from '../../components/form/RichTextField';
import { SelectField, TextField } from '../../components/form/fields';
import { useNameOptions } from '../../components/form/useNameOptions';
import { useResourceForm } from '../../components/form/useResourceForm';
import { GenerateLandingPage } from '../landing-pages/GenerateLandingPage';

const LIST_PATH = registry.memorials.screens.list;

type MemorialValues = MemorialCreateInput;
/** What a valid form gives: typed as the create body; an edit's (the update schema's) is the same without the number. */
type MemorialBody = z.output<typeof memorialCreateSchema>;

const emptyMemorial: MemorialValues = {
  name: '',
  description: '',
  image: null,
  age: '',
  applicantName: '',
  targetAmount: '',
  actId: '',
  orgId: '',
  mobileNum: '',
  userId: '',
  sdl: null,
  language: 'ar',
  gender: 'male',
};

/**
 * Add and edit a memorial person (spec 2.8, 5); after a save it returns to /inMemory. The mobile
 * number is typed once, on create (9715xxxxxxxx): an edit shows it read-only, validates with the
 * update schema and sends the update body, which leaves the number out. An edit also has the
 * share link (`sdl`) and 'Generate Landing Page', which puts the new page's link there for the
 * next save.
 */
export default function MemorialFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const activities = useQuery(listQuery('activities'));
  const organizations = useQuery(listQuery('organizations'));
  const editing = id !== undefined;
  const schema = (!editing ? memorialCreateSchema : memorialUpdateSchema) as unknown as z.ZodType<MemorialBody, MemorialValues>;
  const { form, page, record } = useResourceForm({
    resource: 'memorials',
    schema,
    id,
    emptyValues: emptyMemorial,
    toValues: (memorial) => ({
      name: memorial.name,
      description: memorial.description,
      image: memorial.image,
      age: String(memorial.age),
      applicantName: memorial.applicantName,
      targetAmount: String(memorial.targetAmount),
      actId: String(memorial.actId),
      orgId: String(memorial.orgId),
      mobileNum: mobileNumOfRecord(memorial.mobileNum),
      userId: memorial.userId ?? '',
      // The share link: shown in an edit, filled by 'Generate Landing Page'.
      sdl: memorial.sdl,
      language: memorial.language,
      gender: memorial.gender,
    }),
    savedMessage: 'memorials.saved',
    onSaved: () => navigate(LIST_PATH),
  });
  const { control } = form;
  const { languageOptions, genderOptions } = useContentChoices();
  const activityOptions = useNameOptions(activities.data);
  const organizationOptions = useNameOptions(organizations.data);
  // The description is written in the case's language: an Arabic one starts right to left.
  const textDirection = form.watch('language') === 'en' ? 'ltr' : 'rtl';

  return (
    <FormPage title={useScreenTitle()} cancelPath={LIST_PATH} {...page}>
      <TextField control={control} name="name" label={t('memorials.name')} required dir="auto" />
      <TextField control={control} name="applicantName" label={t('memorials.applicantName')} required dir="auto" />
      <TextField control={control} name="age" label={t('memorials.age')} required numeric />
      <TextField control={control} name="targetAmount" label={t('memorials.targetAmount')} required numeric="amount" />
      <SelectField
        control={control}
        name="actId"
        label={t('memorials.activity')}
        required
        options={activityOptions}
        placeholder={t('memorials.chooseActivity')}
      />
      <SelectField
        control={control}
        name="orgId"
        label={t('memorials.organization')}
        required
        options={organizationOptions}
        placeholder={t('memorials.chooseOrganization')}
      />
      {!editing ? (
        <TextField control={control} name="mobileNum" label={t('memorials.mobile')} type="tel" placeholder="9715xxxxxxxx" />
      ) : (
        // Read-only after create (spec 2.8): shown, never sent.
        <Field label={t('memorials.mobile')} hint={t('memorials.mobileReadOnly')}>
          <Input readOnly value={mobileNumOfRecord(record?.mobileNum ?? null)} dir="ltr" />
        </Field>
      )}
      <TextField control={control} name="userId" label={t('memorials.userId')} hint={t('memorials.userIdHint')} dir="ltr" />
      <SelectField control={control} name="language" label={t('memorials.language')} required options={languageOptions} />
      <SelectField control={control} name="gender" label={t('memorials.gender')} required options={genderOptions} />
      <FullRow>
        {/* Keyed by direction: an empty editor starts again in the chosen language's direction. */}
        <RichTextField key={textDirection} control={control} name="description" label={t('memorials.description')} required dir={textDirection} />
      </FullRow>
      <FullRow>
        <BoundImageField control={control} name="image" label={t('memorials.image')} folder="inMemory" />
      </FullRow>
      {editing && record && (
        <FullRow>
          <TextField control={control} name="sdl" label={t('memorials.sdl')} type="url" />
          <GenerateLandingPage
            memorialId={record.objectId}
            name={record.name}
            onLink={(link) => form.setValue('sdl', link, { shouldDirty: true, shouldValidate: true })}
          />
        </FullRow>
      )}
    </FormPage>
  );
}
