import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { organizationInputSchema, type OrganizationInput } from '../../../../shared/entities/organization';
import { registry } from '../../../../shared/registry';
import { useScreenTitle } from '../../screens/currentScreen';
import { FormPage } from '../../components/form/FormPage';
import { FlagCheckboxField, TextAreaField, TextField } from '../../components/form/fields';
import { useResourceForm } from '../../components/form/useResourceForm';

const LIST_PATH = registry.organizations.screens.list;

const emptyOrganization: OrganizationInput = {
  intID: '',
  nameAR: '',
  nameEN: '',
  infoAR: '',
  infoEN: '',
  address: '',
  email: '',
  fax: '',
  fb: '',
  tel: '',
  tw: '',
  web: '',
  order: '0',
  ReportingEmail: '',
  hasRepeatedDonation: 0,
  hasReporting: 0,
  isPremium: 0,
  takamul_ngo_id: '0',
};

/**
 * Add and edit an organization (spec 2.11, 5): int_id, address, email, fb, infoAR, infoEN,
 * nameAR, nameEN, tel, tw and web required, fax optional, the maxima of the shared schema.
 * The update body is wrapped (`organization_data_to_update`) by the main process.
 */
export default function OrganizationFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const { form, page } = useResourceForm({
    resource: 'organizations',
    schema: organizationInputSchema,
    id,
    emptyValues: emptyOrganization,
    toValues: (organization) => ({
      intID: String(organization.intID),
      nameAR: organization.nameAR,
      nameEN: organization.nameEN,
      infoAR: organization.infoAR,
      infoEN: organization.infoEN,
      address: organization.address,
      email: organization.email,
      fax: organization.fax ?? '',
      fb: organization.fb,
      tel: organization.tel,
      tw: organization.tw,
      web: organization.web,
      order: String(organization.order),
      ReportingEmail: organization.ReportingEmail ?? '',
      hasRepeatedDonation: organization.hasRepeatedDonation,
      hasReporting: organization.hasReporting,
      isPremium: organization.isPremium,
      takamul_ngo_id: organization.takamul_ngo_id,
    }),
    savedMessage: 'organizations.saved',
    onSaved: () => navigate(LIST_PATH),
  });
  const { control } = form;
  return (
    <FormPage
      title={useScreenTitle()}
      cancelPath={LIST_PATH}
      {...page}
    >
      <TextField control={control} name="intID" label={t('organizations.intID')} required numeric />
      <TextField control={control} name="order" label={t('columns.order')} required numeric />
      <TextField control={control} name="nameAR" label={t('columns.nameAR')} required dir="rtl" />
      <TextField control={control} name="nameEN" label={t('columns.nameEN')} required dir="ltr" />
      <TextAreaField control={control} name="infoAR" label={t('columns.infoAR')} required dir="rtl" />
      <TextAreaField control={control} name="infoEN" label={t('columns.infoEN')} required dir="ltr" />
      <TextField control={control} name="address" label={t('organizations.address')} required />
      <TextField control={control} name="email" label={t('organizations.email')} required type="email" dir="ltr" />
      <TextField control={control} name="tel" label={t('organizations.tel')} required type="tel" dir="ltr" />
      <TextField control={control} name="fax" label={t('organizations.fax')} type="tel" dir="ltr" />
      <TextField control={control} name="web" label={t('organizations.web')} required dir="ltr" />
      <TextField control={control} name="fb" label={t('organizations.fb')} required dir="ltr" />
      <TextField control={control} name="tw" label={t('organizations.tw')} required dir="ltr" />
      <TextField
        control={control}
        name="ReportingEmail"
        label={t('organizations.reportingEmail')}
        type="email"
        dir="ltr"
      />
      <TextField
        control={control}
        name="takamul_ngo_id"
        label={t('organizations.takamulNgoId')}
        hint={t('organizations.takamulHint')}
        dir="ltr"
      />
      <FlagCheckboxField control={control} name="hasRepeatedDonation" label={t('organizations.hasRepeatedDonation')} />
      <FlagCheckboxField control={control} name="hasReporting" label={t('organizations.hasReporting')} />
      <FlagCheckboxField control={control} name="isPremium" label={t('organizations.isPremium')} />
    </FormPage>
  );
}
