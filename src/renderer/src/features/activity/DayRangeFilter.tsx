/**
 * The Activity screen's days, from and to (both included), as the browser's day inputs: a
 * calendar and typed parts in the computer's own date format, the value a yyyy-MM-dd day either
 * way. A range is handed on once typing pauses (a year is typed a digit at a time, and each digit
 * makes a day) or when a field is left. An end before the start is refused at the field just
 * changed, with a message, and the list keeps the range it had.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Input } from '@fluentui/react-components';
import { SEARCH_PAUSE_MS } from '../../../../shared/search-text';
import { fieldMessage } from '../../components/form/fieldMessage';

export interface DayRange {
  /** yyyy-MM-dd, or '' for none. */
  from: string;
  to: string;
}

type Edge = keyof DayRange;

/** yyyy-MM-dd texts compare as their days do. */
const isBackwards = ({ from, to }: DayRange) => from !== '' && to !== '' && to < from;

export function DayRangeFilter({ range, onChange, className }: { range: DayRange; onChange(range: DayRange): void; className?: string }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(range);
  const [lastEdited, setLastEdited] = useState<Edge>('to');
  // The message shows once the range has settled: not while a year's first digits are typed.
  const [refused, setRefused] = useState<Edge | null>(null);
  const [rangeShown, setRangeShown] = useState(range);

  // The address changed by other means (Clear filters, the back button): show its range.
  if (range.from !== rangeShown.from || range.to !== rangeShown.to) {
    setRangeShown(range);
    setDraft(range);
    setRefused(null);
  }

  const settle = () => {
    if (isBackwards(draft)) {
      setRefused(lastEdited);
      return;
    }
    setRefused(null);
    if (draft.from !== range.from || draft.to !== range.to) onChange(draft);
  };

  useEffect(() => {
    const timer = setTimeout(settle, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
    // settle reads the draft: it runs again whenever the draft changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft]);

  const field = (edge: Edge) => {
    const message = refused === edge ? t(edge === 'to' ? 'activity.toBeforeFrom' : 'activity.fromAfterTo') : undefined;
    return (
      <Field label={t(edge === 'from' ? 'activity.from' : 'activity.to')} validationState={message ? 'error' : 'none'} validationMessage={fieldMessage(message)} className={className}>
        <Input
          type="date"
          value={draft[edge]}
          // The picker offers only days that keep the range the right way round.
          min={edge === 'to' ? draft.from || undefined : undefined}
          max={edge === 'from' ? draft.to || undefined : undefined}
          // A day reads left to right on an Arabic screen too.
          dir="ltr"
          onChange={(_event, data) => {
            setLastEdited(edge);
            setDraft((current) => ({ ...current, [edge]: data.value }));
          }}
          onBlur={settle}
        />
      </Field>
    );
  };

  return (
    <>
      {field('from')}
      {field('to')}
    </>
  );
}
