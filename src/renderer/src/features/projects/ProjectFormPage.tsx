import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { registry } from '../../../../shared/registry';
import { useScreenTitle } from '../../screens/currentScreen';
import { FormPage } from '../../components/form/FormPage';
import { TextField } from '../../components/form/fields';
import { formModeOf, type FormMode } from '../payable/formMode';
import { CategoryField, DescriptionsAndImage, DuplicateConflictDialog, RecordOrganization } from '../payable/PayableFormParts';
import { PaymentSections } from '../payable/PaymentSections';
import { usePayableForm } from '../payable/usePayableForm';
import { withEverySectionOpen, type PaymentValues } from '../payable/values';
import { projectCreateBody, projectEditBody } from './form/bodies';
import { projectFormSchema } from './form/schema';
import { emptyProjectValues, projectValues } from './form/values';

const LIST_PATH = registry.projects.screens.list;

/** Opens every payment section of a new project (the extended form). */
const expandedProjectValues = () => withEverySectionOpen(emptyProjectValues(), { withBank: true });

function ProjectForm({ mode, id, expanded = false }: { mode: FormMode; id: number | null; expanded?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = useScreenTitle();
  const { form, record, page, conflict } = usePayableForm({
    owner: 'projects',
    mode,
    id,
    schema: projectFormSchema,
    emptyValues: expanded ? expandedProjectValues : emptyProjectValues,
    toValues: projectValues,
    createBody: projectCreateBody,
    mainBody: projectEditBody,
    messages: {
      created: 'projectForm.projectCreated',
      updated: 'projectForm.projectUpdated',
      needOrganization: 'projectForm.projectNeedsOrganization',
      duplicateNeedsOrganization: 'projectForm.projectDuplicateNeedsOrganization',
      mainFailed: 'projectForm.projectMainFailed',
    },
    checkDuplicateConflict: mode === 'duplicate',
    onSaved: () => navigate(LIST_PATH),
  });
  const { control } = form;
  return (
    <FormPage title={title} cancelPath={LIST_PATH} submitLabel={t('projectForm.confirm')} {...page}>
      <RecordOrganization mode={mode} control={control} recordOrganizationId={record?.org_id ?? null} />
      <CategoryField control={control} name="act_id" />
      <TextField control={control} name="Order" label={t('projectForm.order')} required numeric />
      <TextField control={control} name="nameAR" label={t('projectForm.nameAR')} required dir="rtl" />
      <TextField control={control} name="nameEN" label={t('projectForm.nameEN')} required dir="ltr" />
      <DescriptionsAndImage control={control} folder="projects" />
      <PaymentSections form={form as unknown as UseFormReturn<PaymentValues>} withBank />
      <DuplicateConflictDialog {...conflict} />
    </FormPage>
  );
}

/**
 * The project form (spec 2.3, 2.12, 4): create, `?edit=true&id=…` and `?duplicate=true&id=…`.
 * A new query is a new form (keyed), so moving between modes never mixes their values.
 */
export default function ProjectFormPage() {
  const [search] = useSearchParams();
  const { mode, id } = formModeOf(search);
  return <ProjectForm key={`${mode}-${id ?? ''}`} mode={mode} id={id} />;
}

/** `/projects/extended-forms` (spec 2.3 names it, nothing more): the create form with every payment section open. */
export function ProjectExtendedFormPage() {
  return <ProjectForm mode="create" id={null} expanded />;
}
