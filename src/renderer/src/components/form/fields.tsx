/**
 * Form fields bound to react-hook-form. Each shows its label, marks itself required, and
 * shows its validation message (an i18n key of the shared schemas) translated, in place, tied to
 * the control but not an alert (fieldMessage.ts: a refused save is said once, for the form). A text
 * whose schema sets a maximum counts its characters as they are typed (CharacterCount), and a
 * number may be typed the way people write it, shown back settled when the field is left.
 */
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Checkbox, Field, Input, Select, Textarea, type InputProps } from '@fluentui/react-components';
import { localeOf, translateMessage } from '../../i18n';
import { languageAtom } from '../../state/preferences';
import { CharacterCount } from './CharacterCount';
import { fieldMessage } from './fieldMessage';
import { maxLengthOf } from './fieldLimits';
import { settledNumberText, shownNumberText } from './numericText';

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
    validationMessage: fieldMessage(message),
  };
}

export interface TextFieldProps<T extends FieldValues> extends BoundFieldProps<T> {
  type?: InputProps['type'];
  /**
   * A number, typed as text ('50,000', '٥٠٬٠٠٠'; the schema turns it into a number) and left to
   * right; kept in Latin digits once the field is left. 'amount': shown grouped ('50,000') while
   * the field is not being typed in; codes, ids and orders stay as they are ('4202').
   */
  numeric?: boolean | 'amount';
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

/** The counter under a text field when its form's schema sets a maximum there (numbers have none). */
function characterCount<T extends FieldValues>(props: BoundFieldProps<T>, text: string, fieldId: string | undefined) {
  const max = maxLengthOf(props.control, props.name);
  return max === undefined ? null : <CharacterCount count={text.length} max={max} fieldId={fieldId} />;
}

export function TextField<T extends FieldValues>(props: TextFieldProps<T>) {
  const { ref, ...field } = useBoundField(props);
  const { numeric } = props;
  const number = useNumberText(numeric, field.text);
  const { inputRef } = number;
  // react-hook-form focuses the field through its ref; the number's text selects through ours.
  const bindInput = useCallback(
    (element: HTMLInputElement | null) => {
      ref(element);
      inputRef.current = element;
    },
    [ref, inputRef],
  );
  const leave = () => {
    number.leave();
    // Only a typed text changes ('٥٠٬٠٠٠' → '50000'): a loaded number left as it is stays unchanged (not an edit).
    if (numeric && typeof field.value === 'string' && settledNumberText(field.value) !== field.value) field.onChange(settledNumberText(field.value));
    field.onBlur();
  };
  return (
    <Field {...fieldChrome(props as BoundFieldProps<FieldValues>, field.message)}>
      {(control) => (
        <>
          <Input
            ref={bindInput}
            name={field.name}
            value={number.shown}
            onChange={(_event, data) => field.onChange(data.value)}
            onFocus={number.enter}
            onBlur={leave}
            type={props.type}
            inputMode={numeric ? 'numeric' : undefined}
            dir={inputDirection(props as TextFieldProps<FieldValues>)}
            placeholder={props.placeholder}
            disabled={props.disabled}
          />
          {!numeric && characterCount(props, field.text, control.id)}
        </>
      )}
    </Field>
  );
}

/**
 * What a numeric field shows: the number as typed while the field has the keyboard, an amount
 * grouped ('50,000') otherwise. When the text changes as the field is entered ('50,000' →
 * '50000'), all of it is selected, as the browser selects a field entered with Tab: the caret
 * the old text had would mean nothing in the new one, and typing replaces the number.
 */
function useNumberText(numeric: TextFieldProps<FieldValues>['numeric'], text: string) {
  const language = useAtomValue(languageAtom);
  const [typing, setTyping] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const selectAll = useRef(false);
  const shown = numeric && !typing ? shownNumberText(text, numeric === 'amount', localeOf(language)) : text;
  useLayoutEffect(() => {
    if (!selectAll.current) return;
    selectAll.current = false;
    inputRef.current?.select();
  });
  return {
    shown,
    inputRef,
    enter: () => {
      if (!numeric) return;
      selectAll.current = shown !== text;
      setTyping(true);
    },
    leave: () => setTyping(false),
  };
}

export function TextAreaField<T extends FieldValues>(props: TextFieldProps<T> & { rows?: number }) {
  const { ref, ...field } = useBoundField(props);
  return (
    <Field {...fieldChrome(props as BoundFieldProps<FieldValues>, field.message)}>
      {(control) => (
        <>
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
          {characterCount(props, field.text, control.id)}
        </>
      )}
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
    <Field validationState={field.message ? 'error' : 'none'} validationMessage={fieldMessage(field.message)}>
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
