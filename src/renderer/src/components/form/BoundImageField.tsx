import { useCallback } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MediaFolder } from '../../../../shared/entities/upload';
import { translateMessage } from '../../i18n';
import { ImageField } from '../ImageField';
import type { BoundFieldProps } from './fields';
import { useReportPendingImage, useReportUploading } from './uploads';

/**
 * The kit's image field inside a react-hook-form form: the value is the stored path or null.
 * `uploadOnSelect={false}`: the explicit 'Upload image' step; a picked file not uploaded yet
 * blocks the save with a message at the field (useResourceForm).
 */
export function BoundImageField<T extends FieldValues>(
  props: BoundFieldProps<T> & { folder: MediaFolder; fileName?: string; uploadOnSelect?: boolean },
) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  const reportUploading = useReportUploading();
  const reportPending = useReportPendingImage();
  const { name } = field;
  const onPendingChange = useCallback((pending: boolean) => reportPending(name, pending), [reportPending, name]);
  return (
    <ImageField
      label={props.label}
      folder={props.folder}
      name={props.fileName}
      fieldName={field.name}
      value={(field.value as string | null | undefined) ?? null}
      onChange={(path) => field.onChange(path)}
      onUploadingChange={reportUploading}
      uploadOnSelect={props.uploadOnSelect}
      onPendingChange={onPendingChange}
      required={props.required}
      validationMessage={translateMessage(t, fieldState.error?.message)}
    />
  );
}
