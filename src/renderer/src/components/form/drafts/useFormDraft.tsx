/**
 * A form's crash-safe draft (issue 24). While the form has unsaved changes, its values go to
 * main's drafts journal, at most DRAFT_SEND_INTERVAL_MS after a change (main writes each one to
 * disk at once, atomically), so a crash, a kill, a closed window or a sign-out loses at most the
 * last moment of typing. When the form opens and main holds a draft of it that differs from what
 * the form shows, it asks 'Restore your unsaved changes from <time>?': Restore puts the draft's
 * values in the form, Discard removes the draft. A save removes the draft; so does leaving the form
 * with 'Discard changes'. Leaving any other way (the window closing, a sign-out) keeps it.
 *
 * A draft remembers the version of the record it was typed on: restored over a newer record, the
 * save carries that older version (`draftVersion`), so it meets the 409 and its compare view
 * instead of silently overwriting what someone else saved since.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import type { Draft } from '../../../../../shared/ipc';
import { useScreenTitle } from '../../../screens/currentScreen';
import { deleteDraft, draftValuesOf, getDraft, putDraft } from './draftQueue';
import { RestoreDraftDialog } from './RestoreDraftDialog';

/** Longest time between a change and its draft being sent to main (main writes it on arrival). */
export const DRAFT_SEND_INTERVAL_MS = 250;

export interface FormDraftOptions<V extends FieldValues> {
  // The form's own types do not matter here: it is read and reset as plain values.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<V, any, any>;
  /** What the draft is kept under (`activities:12`, `projects:edit:5`); null: no draft for this form. */
  draftKey: string | null;
  /** The form holds what it starts from (an edit's record has arrived and filled it). */
  ready: boolean;
  /** The version of the record the form was filled from; null for a new record. */
  recordVersion: number | null;
  /** Saved (or leaving after a save): no more drafts from this form. */
  done: boolean;
}

export interface FormDraft {
  /**
   * The record's version a restored draft was typed on, when it is not the one the form was filled
   * from: the save carries it. A function, so a save planned in the same event as `settle` reads it after.
   */
  typedOnVersion(): number | null;
  /** What the restored draft was filled from (the compare view's "what you changed"). */
  draftBase: Record<string, unknown> | null;
  /** The question (render it with the form). */
  dialog: ReactNode;
  /** Removes the draft (saved, or changes discarded). */
  remove(): void;
  /** The save carries the form's own version again (the compare view chose over the current record). */
  settle(): void;
  /** The form now starts from what it shows (a record reloaded, a version restored and saved): no draft of it. */
  rebase(): void;
}

const json = (values: unknown) => JSON.stringify(values ?? {});

export function useFormDraft<V extends FieldValues>({ form, draftKey, ready, recordVersion, done }: FormDraftOptions<V>): FormDraft {
  const location = useLocation();
  const title = useScreenTitle();
  /** The draft asked about; it stays after the answer, so the question closes (and gives the focus back) rather than vanishing. */
  const [offer, setOffer] = useState<Draft | null>(null);
  const [asked, setAsked] = useState(false);
  const [draftVersion, setDraftVersion] = useState<number | null>(null);
  const [draftBase, setDraftBase] = useState<Record<string, unknown> | null>(null);

  // What the change handler needs, current at every change without resubscribing.
  const route = `${location.pathname}${location.search}`;
  const latest = useRef({ draftKey, recordVersion, done, draftVersion, draftBase, route, title });
  useLayoutEffect(() => {
    latest.current = { draftKey, recordVersion, done, draftVersion, draftBase, route, title };
  });
  /** The values the form was filled from (JSON), once it is: a form back to them has no draft. */
  const base = useRef<string | null>(null);
  /** Until the question is answered, changes are not kept (they would replace the draft asked about). */
  const asking = useRef(false);
  /** A change came while asking: once the answer says there is nothing to ask, it is kept then. */
  const heldBack = useRef(false);
  const written = useRef(false);
  const pending = useRef<Record<string, unknown> | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const lastSent = useRef(0);

  const send = useCallback(() => {
    timer.current = undefined;
    const values = pending.current;
    pending.current = null;
    const { draftKey: key, recordVersion: version, draftVersion: typedOn, draftBase: typedFrom, route, title: formTitle } = latest.current;
    if (!values || !key || latest.current.done) return;
    lastSent.current = Date.now();
    written.current = true;
    void putDraft({
      key,
      route,
      title: formTitle.slice(0, 200),
      recordVersion: typedOn ?? version,
      values,
      base: typedFrom ?? (base.current ? (JSON.parse(base.current) as Record<string, unknown>) : null),
    });
  }, []);

  /** A change: kept within DRAFT_SEND_INTERVAL_MS (the first at once, then at most one per interval); back to where it started, the draft goes. */
  const changed = useCallback(
    (values: unknown) => {
      const { draftKey: key, done: finished } = latest.current;
      if (!key || finished || base.current === null) return;
      if (asking.current) {
        heldBack.current = true;
        return;
      }
      if (json(values) === base.current && latest.current.draftVersion === null) {
        pending.current = null;
        window.clearTimeout(timer.current);
        timer.current = undefined;
        if (written.current) {
          written.current = false;
          void deleteDraft(key);
        }
        return;
      }
      const kept = draftValuesOf(values);
      if (!kept) return;
      pending.current = kept;
      if (timer.current === undefined) timer.current = window.setTimeout(send, Math.max(0, lastSent.current + DRAFT_SEND_INTERVAL_MS - Date.now()));
    },
    [send],
  );

  useEffect(() => {
    const subscription = form.watch((values) => changed(values));
    return () => subscription.unsubscribe();
  }, [form, changed]);

  // Closing the form (a sign-out, another screen after a save or discard) sends what waits at once.
  useEffect(
    () => () => {
      if (timer.current !== undefined) {
        window.clearTimeout(timer.current);
        send();
      }
    },
    [send],
  );

  // Once the form is filled: what it starts from, and whether a draft of it waits.
  useEffect(() => {
    if (!ready || !draftKey || base.current !== null) return;
    base.current = json(draftValuesOf(form.getValues()));
    let cancelled = false;
    asking.current = true;
    // Nothing to ask: what was typed while main was being asked is kept now.
    const keepWhatWasHeldBack = () => {
      asking.current = false;
      if (!heldBack.current) return;
      heldBack.current = false;
      changed(form.getValues());
    };
    getDraft(draftKey)
      .then((draft) => {
        if (cancelled) return;
        // Nothing to offer when it holds what the form shows already.
        if (draft && json(draft.values) !== json(draftValuesOf(form.getValues()))) {
          setOffer(draft);
          setAsked(true);
          return;
        }
        keepWhatWasHeldBack();
      })
      .catch(keepWhatWasHeldBack);
    return () => {
      cancelled = true;
    };
  }, [ready, draftKey, form, changed]);

  const restore = () => {
    const draft = offer;
    if (!draft) return;
    setAsked(false);
    asking.current = false;
    const typedOn = draft.recordVersion !== null && draft.recordVersion !== recordVersion ? draft.recordVersion : null;
    setDraftVersion(typedOn);
    setDraftBase(draft.base);
    latest.current = { ...latest.current, draftVersion: typedOn, draftBase: draft.base };
    written.current = true;
    // The draft's values over what the form shows (a key it lacks keeps the form's); the form's start stays, so they count as changes.
    form.reset({ ...form.getValues(), ...draft.values } as V, { keepDefaultValues: true });
  };
  const discard = () => {
    const key = offer?.key;
    setAsked(false);
    asking.current = false;
    if (key) void deleteDraft(key);
  };
  const later = () => {
    setAsked(false);
    asking.current = false;
  };

  const remove = useCallback(() => {
    const key = latest.current.draftKey;
    pending.current = null;
    window.clearTimeout(timer.current);
    timer.current = undefined;
    written.current = false;
    if (key) void deleteDraft(key);
  }, []);
  const rebase = useCallback(() => {
    remove();
    setDraftVersion(null);
    setDraftBase(null);
    latest.current = { ...latest.current, draftVersion: null, draftBase: null };
    if (base.current !== null) base.current = json(draftValuesOf(form.getValues()));
  }, [remove, form]);
  const settle = useCallback(() => {
    setDraftVersion(null);
    setDraftBase(null);
    latest.current = { ...latest.current, draftVersion: null, draftBase: null };
  }, []);

  const dialog = offer ? <RestoreDraftDialog open={asked} savedAt={offer.savedAt} onRestore={restore} onDiscard={discard} onLater={later} /> : null;
  const typedOnVersion = useCallback(() => latest.current.draftVersion, []);
  return { typedOnVersion, draftBase, dialog, remove, settle, rebase };
}
