/**
 * Form fields bound to react-hook-form. Each shows its label, marks itself required, and
 * shows its validation message (an i18n key of the shared schemas) translated, in place.
 */
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox, Field, Input, Select, Textarea, type InputProps } from '@fluentui/react-components';
import { translateMessage } from '../../i18n';

export interface BoundFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  hint?: string;
  disabled?: boolean;
}

function useBoundField<T extends FieldValues>({ control, name }: BoundFieldProps<T>) {
  const { t } = useTranslation();
  // Destructured: the field object also carries the input's ref, which must not be read in render.
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name });
  const text = value === null || value === undefined ? '' : String(value);
  return { ref, name: fieldName, value, text, onChange, onBlur, message: translateMessage(t, error?.message) };
}

/** `Field` props shared by every kind: label, required mark, message and hint. */
function fieldChrome(props: BoundFieldProps<FieldValues>, message: string | undefined) {
  return {
    label: props.label,
    required: props.required,
    hint: props.hint,
    validationState: message ? ('error' as const) : ('none' as const),
    validationMessage: message,
  };
}

export interface TextFieldProps<T extends FieldValues> extends BoundFieldProps<T> {
  type?: InputProps['type'];
  /** Numbers are typed as text; the schema turns them into numbers. Typed left to right. */
  numeric?: boolean;
  /**
   * The text's writing direction when it differs from the page (an English name in Arabic).
   * Default: left to right for numbers and the e-mail, URL and telephone types (they keep their
   * order on an Arabic page: '-1' stays '-1'), else the page's direction.
   */
  dir?: 'ltr' | 'rtl' | 'auto';
  placeholder?: string;
}

const LEFT_TO_RIGHT_TYPES: ReadonlySet<InputProps['type']> = new Set(['email', 'url', 'tel', 'number']);

/** The direction a value is typed in (see `TextFieldProps.dir`). */
function inputDirection(props: TextFieldProps<FieldValues>): TextFieldProps<FieldValues>['dir'] {
  if (props.dir) return props.dir;
  return props.numeric || LEFT_TO_RIGHT_TYPES.has(props.type) ? 'ltr' : undefined;
}

export function TextField<T extends FieldValues>(props: TextFieldProps<T>) {
  const { ref, ...field } = useBoundField(props);
  return (
    <Field {...fieldChrome(props as BoundFieldProps<FieldValues>, field.message)}>
      <Input
        ref={ref}
        name={field.name}
        value={field.text}
        onChange={(_event, data) => field.onChange(data.value)}
        onBlur={field.onBlur}
        type={props.type}
        inputMode={props.numeric ? 'numeric' : undefined}
        dir={inputDirection(props as TextFieldProps<FieldValues>)}
        placeholder={props.placeholder}
        disabled={props.disabled}
      />
    </Field>
  );
}

export function TextAreaField<T extends FieldValues>(props: TextFieldProps<T> & { rows?: number }) {
  const { ref, ...field } = useBoundField(props);
  return (
    <Field {...fieldChrome(props as BoundFieldProps<FieldValues>, field.message)}>
      <Textarea
        ref={ref}
        name={field.name}
        value={field.text}
        onChange={(_event, data) => field.onChange(data.value)}
        onBlur={field.onBlur}
        dir={props.dir}
        rows={props.rows ?? 4}
        resize="vertical"
        disabled={props.disabled}
      />
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A native select (keyboard and screen readers know it); the value is the option's text. */
export function SelectField<T extends FieldValues>(props: BoundFieldProps<T> & { options: SelectOption[]; placeholder?: string }) {
  const { ref, ...field } = useBoundField(props);
  return (
    <Field {...fieldChrome(props as BoundFieldProps<FieldValues>, field.message)}>
      <Select
        ref={ref}
        name={field.name}
        value={field.text}
        onChange={(_event, data) => field.onChange(data.value)}
        onBlur={field.onBlur}
        disabled={props.disabled}
      >
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** A checkbox holding 1 or 0 (the active flags of spec 9). */
export function FlagCheckboxField<T extends FieldValues>(props: BoundFieldProps<T>) {
  const { ref, ...field } = useBoundField(props);
  return (
    <Field validationState={field.message ? 'error' : 'none'} validationMessage={field.message}>
      <Checkbox
        ref={ref}
        name={field.name}
        label={props.label}
        checked={field.value === 1 || field.value === true}
        onChange={(_event, data) => field.onChange(data.checked === true ? 1 : 0)}
        onBlur={field.onBlur}
        disabled={props.disabled}
      />
    </Field>
  );
}
