import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useScreenTitle } from '../../app/currentScreen';
import { FormPage } from '../../components/form/FormPage';
import { TextField } from '../../components/form/fields';
import { caseCreateBody, caseEditData, caseFormSchema, caseValues, emptyCaseValues, formModeOf, type FormMode, type PaymentValues } from './model';
import { CategoryField, DescriptionsAndImage, OrganizationNote } from './PayableFormParts';
import { PaymentSections } from './PaymentSections';
import { usePayableForm } from './usePayableForm';

const LIST_PATH = '/urgent/list';

function CaseForm({ mode, id }: { mode: FormMode; id: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = useScreenTitle();
  const schema = useMemo(() => caseFormSchema(mode), [mode]);
  const { form, record, page, selectedOrganizationId } = usePayableForm({
    owner: 'causes',
    mode,
    id,
    schema,
    emptyValues: emptyCaseValues,
    toValues: caseValues,
    createBody: caseCreateBody,
    // A case always sends its main data on an edit (spec 4).
    mainBody: caseEditData,
    messages: {
      created: 'projectForm.caseCreated',
      updated: 'projectForm.caseUpdated',
      needOrganization: 'projectForm.caseNeedsOrganization',
      duplicateNeedsOrganization: 'projectForm.caseDuplicateNeedsOrganization',
      mainFailed: 'projectForm.caseMainFailed',
    },
    onSaved: () => navigate(LIST_PATH),
  });
  const { control } = form;
  return (
    <FormPage title={title} cancelPath={LIST_PATH} submitLabel={t('projectForm.confirm')} {...page}>
      <OrganizationNote organizationId={mode === 'edit' ? (record?.orgid ?? null) : selectedOrganizationId} />
      <CategoryField control={control} name="act_id" />
      <TextField control={control} name="order" label={t('projectForm.order')} required numeric />
      <TextField control={control} name="nameAR" label={t('projectForm.nameAR')} required dir="rtl" />
      <TextField control={control} name="nameEN" label={t('projectForm.nameEN')} required dir="ltr" />
      <TextField control={control} name="target_amount" label={t('projectForm.targetAmount')} required numeric />
      {mode === 'edit' && <TextField control={control} name="collected_amount" label={t('projectForm.collectedAmount')} required numeric />}
      <DescriptionsAndImage control={control} folder="causes" />
      <PaymentSections form={form as unknown as UseFormReturn<PaymentValues>} withBank={false} />
    </FormPage>
  );
}

/** `/urgent/new` (spec 2.3, 2.13, 4): create, `?edit=true&id=…` and `?duplicate=true&id=…`. */
export default function CaseFormPage() {
  const [search] = useSearchParams();
  const { mode, id } = formModeOf(search);
  return <CaseForm key={`${mode}-${id ?? ''}`} mode={mode} id={id} />;
}
