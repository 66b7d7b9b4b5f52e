/**
 * The compare view of a form (CompareDialog.tsx) and what it needs: the record as it is now, the
 * form's values, what they were typed from, and what the form does with the choices (makes the
 * current record the one it saves over, then saves them). The form opens it on a 409 of a restored
 * draft, and its stale-record bar's Compare opens it after any 409.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { draftValuesOf } from './draftQueue';
import { CompareDialog } from './CompareDialog';
import { compareFields, mergeChoices, type Choice, type CompareField, type CompareSetup } from './compareFields';

export interface DraftConflictOptions<Rec> extends CompareSetup {
  /** The record as it is on the server now; undefined when it could not be read (the form says why). */
  fetchCurrent(): Promise<Rec | undefined>;
  yours(): object;
  theirs(current: Rec): object;
  /** What the values were typed from (a restored draft's start, else the record the form was filled from). */
  base(): object | null;
  /** Saves the values kept per field over `current`. */
  apply(current: Rec, merged: Record<string, unknown>): void;
}

export interface DraftConflict {
  open(): void;
  dialog: ReactNode;
}

type Values = Record<string, unknown>;

export function useDraftConflict<Rec>(options: DraftConflictOptions<Rec>): DraftConflict {
  const { t } = useTranslation();
  const [shown, setShown] = useState<{ id: number; current: Rec; yours: Values; theirs: Values; fields: CompareField[] } | null>(null);
  const [isOpen, setOpen] = useState(false);

  const open = () => {
    void (async () => {
      const current = await options.fetchCurrent();
      if (current === undefined) return;
      const yours = draftValuesOf(options.yours()) ?? {};
      const theirs = draftValuesOf(options.theirs(current)) ?? {};
      const base = options.base();
      // The form on screen names its fields and shows its choices (a select's option texts).
      const form = document.querySelector<HTMLElement>('main form');
      setShown((previous) => ({ id: (previous?.id ?? 0) + 1, current, yours, theirs, fields: compareFields(yours, theirs, base ? draftValuesOf(base) : null, options, form, t) }));
      setOpen(true);
    })();
  };

  const save = (choices: Record<string, Choice>) => {
    if (!shown) return;
    setOpen(false);
    options.apply(shown.current, mergeChoices(shown.yours, shown.theirs, shown.fields, choices));
  };

  const dialog = shown ? <CompareDialog key={shown.id} open={isOpen} fields={shown.fields} saving={false} onSave={save} onCancel={() => setOpen(false)} /> : null;
  return { open, dialog };
}
