import { useController, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MediaFolder } from '../../../../shared/entities/upload';
import { translateMessage } from '../../i18n';
import { ImageField } from '../ImageField';
import type { BoundFieldProps } from './fields';
import { useReportUploading } from './uploads';

/** The kit's image field inside a react-hook-form form: the value is the stored path or null. */
export function BoundImageField<T extends FieldValues>(props: BoundFieldProps<T> & { folder: MediaFolder; fileName?: string }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const reportUploading = useReportUploading();
  return (
    <ImageField
      label={props.label}
      folder={props.folder}
      name={props.fileName}
      fieldName={field.name}
      value={(field.value as string | null | undefined) ?? null}
      onChange={(path) => field.onChange(path)}
      onUploadingChange={reportUploading}
      required={props.required}
      validationMessage={translateMessage(t, fieldState.error?.message)}
    />
  );
}
