import type { FieldProps } from '@fluentui/react-components';

/**
 * A field's message for Fluent's `Field`, shown under it and tied to its control (the control is
 * `aria-invalid` and described by it), but not an alert: Fluent makes every error message
 * `role="alert"`, so a refused save of a form with six empty fields was six alerts said over one
 * another, and a field left empty was an alert as the user only moved through the form. A refused
 * save is said once, for the whole form (invalidSubmit.ts); a field's message is read with the field.
 */
export function fieldMessage(message: string | undefined): FieldProps['validationMessage'] {
  return message === undefined ? undefined : { children: message, role: undefined };
}
