/**
 * A form's own message: a refused save that no field shows, or one that sends the user to the
 * fields. It sits at the top of the form, which on a long form is off screen when Save is
 * pressed, so a refusal is never silent: the bar is an alert (read out as it appears), and it
 * is brought into view and takes the keyboard, unless the keyboard is already on a field in
 * error, which says the same thing where the user is.
 */
import { useEffect, useRef } from 'react';
import { MessageBar, MessageBarBody } from '@fluentui/react-components';

export function FormErrorBar({ message }: { message: string }) {
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (document.activeElement?.getAttribute('aria-invalid') === 'true') return;
    // Focusing scrolls it into view.
    bar.current?.focus();
  }, [message]);
  return (
    <MessageBar ref={bar} intent="error" role="alert" tabIndex={-1}>
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  );
}
