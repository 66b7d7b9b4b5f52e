import { useId } from 'react';

/**
 * A busy circle drawn as Fluent's Spinner. With a label (below it) it is a progress bar named by
 * it, as Fluent's is; without one (in a busy button) it is only drawn: the button says it is busy.
 */
export function PlainSpinner({ size = 'large', label }: { size?: 'tiny' | 'medium' | 'large'; label?: string }) {
  const labelId = useId();
  return (
    <span
      className={`plain-spinner plain-spinner-${size}`}
      role={label ? 'progressbar' : undefined}
      aria-labelledby={label ? labelId : undefined}
      aria-hidden={label ? undefined : true}
    >
      <span className="plain-spinner-circle" />
      {label && (
        <span id={labelId} className="plain-spinner-label">
          {label}
        </span>
      )}
    </span>
  );
}
