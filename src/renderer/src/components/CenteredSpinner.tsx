import { PlainSpinner } from './plain/PlainSpinner';

/**
 * A centred busy indicator; `inline` fills a content area instead of the window. Plain (no
 * Fluent): it is also the first screen while the session is checked.
 */
export function CenteredSpinner({ label, inline = false }: { label: string; inline?: boolean }) {
  return (
    <div className={inline ? 'plain-centered-inline' : 'plain-centered'} role="status" aria-live="polite">
      <PlainSpinner size={inline ? 'medium' : 'large'} label={label} />
    </div>
  );
}
