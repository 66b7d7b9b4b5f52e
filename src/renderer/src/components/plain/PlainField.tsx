import { useId, type ReactNode } from 'react';
import { DiamondDismiss12Filled } from '@fluentui/react-icons/headless/svg/diamond-dismiss';
import { classNames } from './classNames';

/** What a field gives its control: the label's target, its name, its message's link. */
export interface PlainFieldControlProps {
  id: string;
  'aria-labelledby': string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/**
 * The message under a field. `alert`: a submit put it there, so it is said at once (the focus
 * is often in the field already, and moving it there says nothing); otherwise it is read with
 * the field, as it follows the typing (form/fieldMessage.ts says why a form's fields are not alerts).
 */
export interface PlainFieldMessage {
  text: string;
  alert: boolean;
}

export interface PlainFieldProps {
  label: string;
  required?: boolean;
  message?: PlainFieldMessage;
  className?: string;
  children(control: PlainFieldControlProps): ReactNode;
}

/** A labelled field drawn as Fluent's Field: the label, the control, an error message tied to it. */
export function PlainField({ label, required = false, message, className, children }: PlainFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const messageId = `${id}-message`;
  return (
    <div className={classNames('plain-field', className)}>
      <label id={labelId} htmlFor={id} className="plain-label">
        {label}
        {required && (
          <span className="plain-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-labelledby': labelId,
        'aria-describedby': message ? messageId : undefined,
        'aria-invalid': message ? true : undefined,
        'aria-required': required || undefined,
      })}
      {message && (
        <div id={messageId} className="plain-field-message plain-field-message-error" role={message.alert ? 'alert' : undefined}>
          <span className="plain-field-message-icon" aria-hidden="true">
            <DiamondDismiss12Filled />
          </span>
          <span>{message.text}</span>
        </div>
      )}
    </div>
  );
}
