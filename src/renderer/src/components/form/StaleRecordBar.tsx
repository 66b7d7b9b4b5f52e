import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner } from '@fluentui/react-components';

export interface StaleRecordBarProps {
  /** Loads the current record into the form; false when that failed (the form says why). */
  onReload(): Promise<boolean>;
  /** Shows yours and theirs per field, to keep one or the other and save (drafts/CompareDialog.tsx). */
  onCompare?(): void;
}

/**
 * Shown inside a form whose save was refused because someone else changed the record (409):
 * the form keeps what was typed until the user chooses Reload, which replaces it with the
 * current record. Focus then moves to the form's first field, since the bar goes away. Compare,
 * when the form has it, shows what differs field by field instead, to keep either side of each.
 */
export function StaleRecordBar({ onReload, onCompare }: StaleRecordBarProps) {
  const { t } = useTranslation();
  const bar = useRef<HTMLDivElement>(null);
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    const form = bar.current?.closest('form');
    setReloading(true);
    const reloaded = await onReload();
    setReloading(false);
    if (reloaded) form?.querySelector<HTMLElement>('input:not([disabled]), textarea:not([disabled]), select:not([disabled])')?.focus();
  };
  return (
    <MessageBar ref={bar} intent="warning" role="alert">
      <MessageBarBody>{t('form.staleRecord')}</MessageBarBody>
      <MessageBarActions>
        {onCompare && (
          <Button type="button" onClick={onCompare}>
            {t('drafts.compare')}
          </Button>
        )}
        <Button
          type="button"
          disabledFocusable={reloading}
          icon={reloading ? <Spinner size="tiny" /> : undefined}
          onClick={() => void reload()}
        >
          {t('form.reload')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
