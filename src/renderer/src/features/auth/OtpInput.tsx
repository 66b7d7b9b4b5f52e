import { useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlainFieldControlProps } from '../../components/plain/PlainField';
import { PlainInput } from '../../components/plain/PlainInput';
import { digitsOf } from './digits';
import './login.css';

export interface OtpInputProps {
  /** One entry per box: a digit or ''. */
  value: string[];
  onChange(value: string[]): void;
  onBlur?(): void;
  /** While the code is being checked: still focusable, not editable. */
  readOnly?: boolean;
  /** The first box, so the step can focus it. */
  firstBoxRef?: Ref<HTMLInputElement>;
  /** What the field gives its control (id, aria-labelledby, aria-describedby, aria-invalid). */
  control?: PlainFieldControlProps;
}

/**
 * The one-time code in separate boxes (spec 2.1): typing a digit fills the box and moves on,
 * Backspace on an empty box goes back and clears it, arrow keys / Home / End move, pasting
 * the whole code into any box fills every box; anything but digits is ignored. Arabic-Indic
 * digits are accepted. The boxes read left to right in both languages, as numbers do.
 *
 * The field's wiring is the group's (its label names the group, its message describes it); each
 * box has its own id, the first the one the label points at (a click on it starts the code).
 */
export function OtpInput({ value, onChange, onBlur, readOnly = false, firstBoxRef, control }: OtpInputProps) {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const length = value.length;

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const setDigit = (index: number, digit: string) => {
    if (readOnly) return;
    const next = [...value];
    next[index] = digit;
    onChange(next);
  };

  /** Writes digits from `start` on; the whole code when it is as long as the boxes. */
  const fill = (start: number, digits: string) => {
    if (readOnly) return;
    const from = digits.length >= length ? 0 : start;
    const next = [...value];
    const written = digits.slice(0, length - from);
    for (let i = 0; i < written.length; i++) next[from + i] = written[i] ?? '';
    onChange(next);
    focusBox(Math.min(length - 1, from + written.length));
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return; // paste, select all, shortcuts
    const key = event.key;
    const digit = key.length === 1 ? digitsOf(key) : '';
    if (digit) {
      event.preventDefault();
      setDigit(index, digit);
      if (index < length - 1) focusBox(index + 1);
      return;
    }
    switch (key) {
      case 'Backspace':
        event.preventDefault();
        if (value[index]) setDigit(index, '');
        else if (index > 0) {
          setDigit(index - 1, '');
          focusBox(index - 1);
        }
        return;
      case 'Delete':
        event.preventDefault();
        setDigit(index, '');
        return;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        return;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(index + 1);
        return;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        return;
      case 'End':
        event.preventDefault();
        focusBox(length - 1);
        return;
      default:
        // Any other printable character is not part of a code.
        if (key.length === 1) event.preventDefault();
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = digitsOf(event.clipboardData.getData('text'));
    if (digits) fill(index, digits);
  };

  /** Input that bypasses keydown (virtual keyboards, autofill of a one-time code). */
  const onInput = (index: number, text: string) => {
    const digits = digitsOf(text);
    if (!digits) setDigit(index, '');
    else if (digits.length === 1) {
      setDigit(index, digits);
      if (index < length - 1) focusBox(index + 1);
    } else fill(index, digits);
  };

  return (
    <div
      role="group"
      dir="ltr"
      className="login-code"
      aria-labelledby={control?.['aria-labelledby']}
      aria-describedby={control?.['aria-describedby']}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
    >
      {value.map((digit, index) => (
        <PlainInput
          key={index}
          id={control && (index === 0 ? control.id : `${control.id}-${index + 1}`)}
          ref={(element) => {
            boxes.current[index] = element;
            if (index === 0 && firstBoxRef) {
              if (typeof firstBoxRef === 'function') firstBoxRef(element);
              else firstBoxRef.current = element;
            }
          }}
          frameClassName="login-code-box"
          size="large"
          value={digit}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={1}
          readOnly={readOnly}
          aria-label={t('login.digit', { index: index + 1, count: length })}
          aria-invalid={control?.['aria-invalid']}
          aria-required={control?.['aria-required']}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => onInput(index, event.target.value)}
        />
      ))}
    </div>
  );
}
