import type { ReactNode } from 'react';
import { ErrorCircle20Filled } from '@fluentui/react-icons/headless/svg/error-circle';
import { Warning20Filled } from '@fluentui/react-icons/headless/svg/warning';

/**
 * A message above a form, drawn as Fluent's MessageBar: a refusal is an alert, said as it
 * appears; a warning (the session ended) is a status, said when the screen has settled.
 */
export function PlainNotice({ intent, children }: { intent: 'error' | 'warning'; children: ReactNode }) {
  const error = intent === 'error';
  return (
    <div className={error ? 'plain-notice' : 'plain-notice plain-notice-warning'} role={error ? 'alert' : 'status'}>
      <span className="plain-notice-icon" aria-hidden="true">
        {error ? <ErrorCircle20Filled /> : <Warning20Filled />}
      </span>
      <span>{children}</span>
    </div>
  );
}
