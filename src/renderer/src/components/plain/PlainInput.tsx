import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { classNames } from './classNames';

export interface PlainInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  size?: 'medium' | 'large';
  /** An icon before the text (after it in the reading order of the frame's direction). */
  contentBefore?: ReactNode;
  /** The frame's class (its width, its height). */
  frameClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A text input drawn as Fluent's Input: a frame with an optional icon at its start, the input in
 * it. The frame follows the page's direction; `dir` is the input's own (a number reads left to right).
 */
export function PlainInput({ size = 'medium', contentBefore, frameClassName, ref, ...input }: PlainInputProps) {
  return (
    <span
      className={classNames('plain-input', size === 'large' && 'plain-input-large', frameClassName)}
      data-invalid={input['aria-invalid'] ? '' : undefined}
    >
      {contentBefore && (
        <span className="plain-input-before" aria-hidden="true">
          {contentBefore}
        </span>
      )}
      <input {...input} ref={ref} />
    </span>
  );
}
