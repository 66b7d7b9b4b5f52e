import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import {
  BANNER_ORDERS,
  bannerInputSchema,
  bannerTargetTypes,
  type BannerData,
  type BannerInput,
} from '../../../../shared/entities/banner';
import { registry } from '../../../../shared/registry';
import { listQuery } from '../../api/queries';
import { useScreenTitle } from '../../screens/currentScreen';
import { BoundImageField } from '../../components/form/BoundImageField';
import { FormPage, FullRow } from '../../components/form/FormPage';
import { SelectField, TextField } from '../../components/form/fields';
import { useResourceForm } from '../../components/form/useResourceForm';
import { localeOf } from '../../i18n';
import { languageAtom } from '../../state/preferences';
import { useNameOptions } from '../../components/form/useNameOptions';
import { savedBannerState } from './SavedBannerNote';

const LIST_PATH = registry.banners.screens.list;

const emptyBanner: BannerInput = {
  intID: '',
  nameAR: '',
  nameEN: '',
  order: '0',
  targetType: 'project',
  targetActivityIntID: '',
  targetOrgIntID: '',
  targetUrl: '',
  image: null,
};

/** Only the inputs of the chosen target type go to the server. */
function toBody(data: BannerData): BannerInput {
  return {
    intID: data.intID,
    nameAR: data.nameAR,
    nameEN: data.nameEN,
    order: data.order,
    targetType: data.targetType,
    image: data.image ?? null,
    ...(data.targetType === 'url'
      ? { targetUrl: data.targetUrl }
      : { targetActivityIntID: data.targetActivityIntID, ...(data.targetType === 'project' && { targetOrgIntID: data.targetOrgIntID }) }),
  };
}

/**
 * Add and edit a banner (spec 2.6, 3): names, INT ID, order 0 to 3, the target type and its
 * target (an activity, an activity and an organization, or a URL), the image stored under
 * 'sliders' named by the INT ID. New banners are saved inactive by the server (spec 4).
 */
export default function BannerFormPage() {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const navigate = useNavigate();
  const { id } = useParams();
  const { form, page } = useResourceForm({
    resource: 'banners',
    schema: bannerInputSchema,
    id,
    emptyValues: emptyBanner,
    toValues: (banner) => ({
      intID: String(banner.intID),
      nameAR: banner.nameAR,
      nameEN: banner.nameEN,
      order: String(banner.order),
      targetType: banner.targetType,
      targetActivityIntID: banner.targetActivityIntID === null ? '' : String(banner.targetActivityIntID),
      targetOrgIntID: banner.targetOrgIntID === null ? '' : String(banner.targetOrgIntID),
      targetUrl: banner.targetUrl ?? '',
      image: banner.image,
    }),
    toBody,
    savedMessage: 'banners.saved',
    // The list then shows it, and says what would keep it out of sight (SavedBannerNote).
    onSaved: (banner) => navigate(LIST_PATH, { state: savedBannerState(banner) }),
  });
  const { control } = form;
  const intID = form.watch('intID');
  const targetType = form.watch('targetType');

  const activities = useQuery(listQuery('activities'));
  const organizations = useQuery({ ...listQuery('organizations'), enabled: targetType === 'project' });
  const activityOptions = useNameOptions(activities.data, 'intID');
  const organizationOptions = useNameOptions(organizations.data, 'intID');

  return (
    <FormPage
      title={useScreenTitle()}
      cancelPath={LIST_PATH}
      {...page}
    >
      <TextField control={control} name="intID" label={t('banners.intID')} required numeric />
      <SelectField
        control={control}
        name="order"
        label={t('columns.order')}
        required
        options={BANNER_ORDERS.map((order) => ({ value: String(order), label: order.toLocaleString(localeOf(language)) }))}
      />
      <TextField control={control} name="nameAR" label={t('columns.nameAR')} required dir="rtl" />
      <TextField control={control} name="nameEN" label={t('columns.nameEN')} required dir="ltr" />
      <SelectField
        control={control}
        name="targetType"
        label={t('banners.targetType')}
        required
        options={bannerTargetTypes.map((type) => ({ value: type, label: t(`banners.targetTypes.${type}`) }))}
      />
      {targetType === 'url' ? (
        <TextField control={control} name="targetUrl" label={t('banners.url')} required type="url" dir="ltr" placeholder="https://" />
      ) : (
        <SelectField
          control={control}
          name="targetActivityIntID"
          label={t('banners.activity')}
          required
          placeholder={t('banners.chooseActivity')}
          options={activityOptions}
        />
      )}
      {targetType === 'project' && (
        <SelectField
          control={control}
          name="targetOrgIntID"
          label={t('banners.organization')}
          required
          placeholder={t('banners.chooseOrganization')}
          options={organizationOptions}
        />
      )}
      <FullRow>
        <BoundImageField
          control={control}
          name="image"
          label={t('banners.image')}
          folder="sliders"
          fileName={/^\d+$/.test(String(intID)) ? String(intID) : undefined}
        />
      </FullRow>
    </FormPage>
  );
}
