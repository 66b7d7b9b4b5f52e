import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { classNames } from './classNames';

interface PlainButtonLook {
  appearance?: 'secondary' | 'primary' | 'subtle' | 'transparent';
  size?: 'small' | 'medium' | 'large';
  icon?: ReactNode;
  children?: ReactNode;
}

export type PlainButtonProps = PlainButtonLook &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    /** Busy: it keeps its place in the Tab order (and the focus it has) but does nothing (`aria-disabled`). */
    disabledFocusable?: boolean;
  };

function buttonClass({ appearance = 'secondary', size = 'medium' }: PlainButtonLook, className?: string) {
  return classNames('plain-button', `plain-button-${appearance}`, size !== 'medium' && `plain-button-${size}`, className);
}

function Content({ icon, children }: PlainButtonLook) {
  return (
    <>
      {icon && (
        <span className="plain-button-icon" aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </>
  );
}

/** A button drawn as Fluent's, from a plain `<button>` and plain.css. */
export function PlainButton({ appearance, size, icon, children, className, disabledFocusable = false, type = 'button', onClick, ...rest }: PlainButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass({ appearance, size }, className)}
      aria-disabled={disabledFocusable || undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (disabledFocusable) event.preventDefault();
        else onClick?.(event);
      }}
    >
      <Content icon={icon}>{children}</Content>
    </button>
  );
}

/** A link drawn as a button (it goes somewhere: it can be opened in a new window, its address is shown). */
export function PlainButtonLink({ appearance, size, icon, children, className, ...rest }: PlainButtonLook & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a {...rest} className={buttonClass({ appearance, size }, className)}>
      <Content icon={icon}>{children}</Content>
    </a>
  );
}
