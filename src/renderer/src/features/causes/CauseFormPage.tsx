import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { registry } from '../../../../shared/registry';
import { useScreenTitle } from '../../screens/currentScreen';
import { FormPage } from '../../components/form/FormPage';
import { TextField } from '../../components/form/fields';
import { formModeOf, type FormMode } from '../payable/formMode';
import { CategoryField, DescriptionsAndImage, RecordOrganization } from '../payable/PayableFormParts';
import { PaymentSections } from '../payable/PaymentSections';
import { usePayableForm } from '../payable/usePayableForm';
import { withEverySectionOpen, type PaymentValues } from '../payable/values';
import { causeCreateBody, causeEditBody } from './form/bodies';
import { causeFormSchema } from './form/schema';
import { causeValues, emptyCauseValues } from './form/values';

const LIST_PATH = registry.causes.screens.list;

/** Opens every payment section of a new case (the extended form; a case has no bank block). */
const expandedCauseValues = () => withEverySectionOpen(emptyCauseValues(), { withBank: false });

function CauseForm({ mode, id, expanded = false }: { mode: FormMode; id: number | null; expanded?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = useScreenTitle();
  const schema = useMemo(() => causeFormSchema(mode), [mode]);
  const { form, record, page } = usePayableForm({
    owner: 'causes',
    mode,
    id,
    schema,
    emptyValues: expanded ? expandedCauseValues : emptyCauseValues,
    toValues: causeValues,
    createBody: causeCreateBody,
    mainBody: causeEditBody,
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
      <RecordOrganization mode={mode} control={control} recordOrganizationId={record?.orgid ?? null} />
      <CategoryField control={control} name="act_id" />
      <TextField control={control} name="order" label={t('projectForm.order')} required numeric />
      <TextField control={control} name="nameAR" label={t('projectForm.nameAR')} required dir="rtl" />
      <TextField control={control} name="nameEN" label={t('projectForm.nameEN')} required dir="ltr" />
      <TextField control={control} name="target_amount" label={t('projectForm.targetAmount')} required numeric="amount" />
      {mode === 'edit' && <TextField control={control} name="collected_amount" label={t('projectForm.collectedAmount')} required numeric="amount" />}
      <DescriptionsAndImage control={control} folder="causes" />
      <PaymentSections form={form as unknown as UseFormReturn<PaymentValues>} withBank={false} />
    </FormPage>
  );
}

/** The urgent-case form (spec 2.3, 2.13, 4): create, `?edit=true&id=…` and `?duplicate=true&id=…`. */
export default function CauseFormPage() {
  const [search] = useSearchParams();
  const { mode, id } = formModeOf(search);
  return <CauseForm key={`${mode}-${id ?? ''}`} mode={mode} id={id} />;
}

/** `/urgent/extended-forms` (spec 2.3 names it, nothing more): the create form with every payment section open. */
export function CauseExtendedFormPage() {
  return <CauseForm mode="create" id={null} expanded />;
}
