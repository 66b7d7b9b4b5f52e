/**
 * What the project and case forms share around their fields: the category select, the
 * organization the record belongs to (named in an edit, chosen for a new record), and the warning
 * of a duplicate into an organization and category that already have an active project.
 */
import type { Control, FieldValues, FieldPath } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { listQuery } from '../../api/queries';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { BoundImageField } from '../../components/form/BoundImageField';
import { FullRow } from '../../components/form/FormPage';
import { RichTextField } from '../../components/form/RichTextField';
import { SelectField } from '../../components/form/fields';
import { localName } from '../../components/list/columns';
import type { MediaFolder } from '../../../../shared/entities/upload';
import { languageAtom } from '../../state/preferences';
import { useNameOptions } from '../../components/form/useNameOptions';
import type { FormMode } from './formMode';

const useStyles = makeStyles({
  organization: { gridColumn: '1 / -1', color: tokens.colorNeutralForeground2 },
});

/** The category: an activity, by its name in the UI language (spec 2.12). */
export function CategoryField<T extends FieldValues>({ control, name }: { control: Control<T>; name: FieldPath<T> }) {
  const { t } = useTranslation();
  const options = useNameOptions(useQuery(listQuery('activities')).data);
  return <SelectField control={control} name={name} label={t('projectForm.category')} required placeholder={t('projectForm.chooseCategory')} options={options} />;
}

/**
 * The record's organization. An edit says which it is ('Organization: …'; an edit does not move a
 * record to another). A new record (create, duplicate) chooses it in its own field, which starts
 * from the list's or the top bar's choice (newRecordOrganization.ts); saving without one puts
 * 'You must select an organization …' there, with the keyboard.
 */
export function RecordOrganization<T extends FieldValues>({ mode, control, recordOrganizationId }: { mode: FormMode; control: Control<T>; recordOrganizationId: number | null }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const organizations = useQuery(listQuery('organizations'));
  const options = useNameOptions(organizations.data);
  if (mode !== 'edit') {
    return (
      <SelectField
        control={control}
        name={'org_id' as FieldPath<T>}
        label={t('projectForm.organizationField')}
        required
        placeholder={t('projectForm.chooseOrganization')}
        options={options}
      />
    );
  }
  const organization = organizations.data?.find((candidate) => candidate.id === recordOrganizationId);
  return (
    <Text className={styles.organization}>
      {t('projectForm.organization', { name: organization ? localName(organization, language) : t('projectForm.noOrganization') })}
    </Text>
  );
}

export function DuplicateConflictDialog({ open, onContinue, onStop }: { open: boolean; onContinue(): void; onStop(): void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('projectForm.duplicateConflictTitle')}
      message={t('projectForm.duplicateConflictMessage')}
      confirmLabel={t('projectForm.duplicateConflictGo')}
      destructive={false}
      onConfirm={onContinue}
      onCancel={onStop}
    />
  );
}

/** Both rich-text descriptions (the Arabic one right to left) and the image, each on its own row. */
export function DescriptionsAndImage<T extends FieldValues>({ control, folder }: { control: Control<T>; folder: MediaFolder }) {
  const { t } = useTranslation();
  return (
    <>
      <FullRow>
        <RichTextField control={control} name={'infoAR' as FieldPath<T>} label={t('projectForm.infoAR')} dir="rtl" />
      </FullRow>
      <FullRow>
        <RichTextField control={control} name={'infoEN' as FieldPath<T>} label={t('projectForm.infoEN')} dir="ltr" />
      </FullRow>
      <FullRow>
        <BoundImageField control={control} name={'mediaURL' as FieldPath<T>} label={t('projectForm.image')} folder={folder} />
      </FullRow>
    </>
  );
}
