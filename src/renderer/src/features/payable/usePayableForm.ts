/**
 * Loading and saving a project or a case (spec 4): create, edit and duplicate.
 *
 * An edit sends the steps of its plan (savePlan.ts). Every call carries the baseline's `version`
 * (the record as the server last answered it), so a record changed meanwhile by someone else is
 * refused (409), and every answer becomes the new baseline. When a call fails the form keeps
 * what was typed and says which part failed; the next Confirm plans from the latest answer, so
 * nothing saved is sent again. A record changed meanwhile shows the kit's stale-record bar, whose
 * Reload loads the current record into the form.
 *
 * An edit has its History panel (`page.history`): 'Restore this version' puts that version's
 * values in the form and sends them as an edit (its payment lists through the same payment calls,
 * its main data always, carrying the entry restored), from the same baseline and version.
 *
 * Like every kit form, it keeps a crash-safe draft (components/form/drafts/useFormDraft.tsx) and
 * offers it back when it opens. A draft restored over a newer record sends its first step with the
 * version it was typed on, so it meets the 409 and the compare view (yours and theirs per field,
 * a payment section as one field); the choices are then planned from the current record and sent.
 * Saved, cancelled or left with Escape, it returns to the list's address it was opened from.
 */
import { createElement, Fragment, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { PaymentOwner } from '../../../../shared/ipc';
import { entryOf, type ResourceCreateBodies, type ResourceRecords, type ResourceUpdateBodies } from '../../../../shared/registry';
import { AppError, call, createRecord, isAppError, updateRecord } from '../../api/backoffice';
import { listQuery, queryKeys, recordQuery } from '../../api/queries';
import { useUnsavedChangesGuard } from '../../components/form/useUnsavedChangesGuard';
import { focusListWhenShown, rowLabelsOf, useListReturnAddress } from '../../components/form/drafts/listReturn';
import { useDraftConflict } from '../../components/form/drafts/useDraftConflict';
import { useFormDraft } from '../../components/form/drafts/useFormDraft';
import { rememberFormSchema } from '../../components/form/fieldLimits';
import { useInvalidSubmitReport } from '../../components/form/invalidSubmit';
import { useNotify } from '../../components/notify';
import type { RecordHistoryTarget } from '../../components/record-history/types';
import type { TranslationKey } from '../../i18n';
import { describeError } from '../../i18n/errors';
import { languageAtom } from '../../state/preferences';
import type { FormMode } from './formMode';
import { useInitialOrganization } from './newRecordOrganization';
import { organizationChoiceSchema, payableFieldLimits } from './schema';
import { addedRowIds, editPlan, type EditStep, type SavePart } from './savePlan';
import { formFieldOf, smsStepFieldOf } from './serverFields';
import { hasBankBlock, type FilledValues, type PayableFormValues } from './values';

type RecordOf<O extends PaymentOwner> = ResourceRecords[O];

export interface PayableFormOptions<O extends PaymentOwner, V extends PayableFormValues> {
  owner: O;
  mode: FormMode;
  id: number | null;
  schema: z.ZodType;
  emptyValues: () => FilledValues<V>;
  toValues(record: RecordOf<O>, mode: 'edit' | 'duplicate'): FilledValues<V>;
  createBody(values: V, orgId: number): ResourceCreateBodies[O];
  /** The main data of an edit, or null when it need not be sent (`always`: a restore sends it). */
  mainBody(baseline: RecordOf<O>, values: V, always?: boolean): ResourceUpdateBodies[O] | null;
  messages: {
    created: TranslationKey;
    updated: TranslationKey;
    /** The Organization field's message when none is chosen (spec 5). */
    needOrganization: TranslationKey;
    duplicateNeedsOrganization: TranslationKey;
    mainFailed: TranslationKey;
  };
  /** Projects: an active project of the same organization and category makes a duplicate ask first. */
  checkDuplicateConflict?: boolean;
  onSaved(): void;
}

const PART_FAILED: Record<Exclude<SavePart, 'main'>, TranslationKey> = {
  sms: 'projectForm.smsFailed',
  bank: 'projectForm.bankFailed',
  cc: 'projectForm.ccFailed',
};

/** The compare view's fields: a payment section's switch and what it holds are one field, named as the form names the switch. */
const PAYMENT_SECTIONS = { sms: 'smsOn', bank: 'bankOn', cc_url: 'ccOn' } as const;
/** Form keys under the API's names (their labels in record-history/fieldLabels.ts). */
const API_NAMES = { act_id: 'actid', target_amount: 'targetAmount', collected_amount: 'collectedAmount' } as const;

/** One step of an edit, sent with the version it was planned from; the answer is the record now. The main data carries the history entry a restore restores. */
function sendStep<O extends PaymentOwner>(owner: O, id: number, step: EditStep<ResourceUpdateBodies[O]>, version: number, restoredFrom?: string): Promise<RecordOf<O>> {
  if (step.part === 'main') return updateRecord(owner, id, { ...step.body, version }, restoredFrom);
  return call('payments:update', { kind: step.part, owner, id, body: { ...step.changes, version } }) as Promise<RecordOf<O>>;
}

export function usePayableForm<O extends PaymentOwner, V extends PayableFormValues>(options: PayableFormOptions<O, V>) {
  const { owner, mode, id } = options;
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const notify = useNotify();
  const client = useQueryClient();
  const needsRecord = mode !== 'create';
  const loaded = useQuery({ ...recordQuery(owner, id ?? 0), enabled: needsRecord && id !== null });
  const record = loaded.data as RecordOf<O> | undefined;

  // A new record (create, duplicate) chooses its organization in the form; an edit keeps the record's.
  const initialOrganization = useInitialOrganization();
  const organizationValue = mode === 'edit' || initialOrganization === null ? '' : String(initialOrganization);
  const withOrganization = (values: FilledValues<V>) => ({ ...values, org_id: organizationValue }) as V;
  const { needOrganization, duplicateNeedsOrganization } = options.messages;
  const schema = useMemo(
    () => (mode === 'edit' ? options.schema : options.schema.and(organizationChoiceSchema(mode === 'duplicate' ? duplicateNeedsOrganization : needOrganization))),
    [mode, options.schema, needOrganization, duplicateNeedsOrganization],
  );

  const form = useForm<V>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: withOrganization(options.emptyValues()) as DefaultValues<V>,
    mode: 'onTouched',
    // A refused submit focuses the first field in error in the order shown (invalidSubmit.ts).
    shouldFocusError: false,
  });
  rememberFormSchema(form.control, payableFieldLimits(schema));
  const reportInvalid = useInvalidSubmitReport<V>();
  /** The record as the server last answered it: what an edit is compared with. */
  const baseline = useRef<RecordOf<O> | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const [conflictOpen, setConflictOpen] = useState(false);
  /** A step was refused because someone else changed the record: the stale-record bar shows. */
  const [stale, setStale] = useState(false);
  /** The record the form was filled from (an edit or a duplicate), once it is. */
  const [filled, setFilled] = useState<RecordOf<O> | null>(null);

  // Fill the form once, when the record first arrives (a later refetch must not undo typing).
  useEffect(() => {
    if (!record || baseline.current) return;
    baseline.current = record;
    form.reset(withOrganization(options.toValues(record, mode === 'edit' ? 'edit' : 'duplicate')));
    setFilled(record);
    // Only the first record fills the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record]);

  const listPath = entryOf(owner).screens?.list;
  const returnAddress = useListReturnAddress(listPath);
  /** After leaving for the list: the keyboard on this record's row (as `shown` names it), else the add button. */
  const focusListFor = useCallback(
    (shown: object | undefined) => {
      if (listPath) focusListWhenShown({ listPath, rowLabels: rowLabelsOf(shown, (name) => t('list.editRow', { name })) });
    },
    [listPath, t],
  );
  const draft = useFormDraft({
    form,
    draftKey: `${owner}:${mode}:${id ?? 'new'}`,
    ready: !needsRecord || filled !== null,
    recordVersion: mode === 'edit' && filled ? filled.version : null,
    done,
  });
  const dirty = form.formState.isDirty && !done;
  const guard = useUnsavedChangesGuard(dirty, {
    onDiscard: () => {
      draft.remove();
      focusListFor(mode === 'edit' ? (baseline.current ?? undefined) : undefined);
    },
    listReturn: listPath && returnAddress ? { listPath, address: returnAddress } : undefined,
  });

  const finish = useCallback(
    (message: TranslationKey, saved: RecordOf<O> | undefined) => {
      draft.remove();
      setDone(true);
      void client.invalidateQueries({ queryKey: queryKeys.resource(owner) });
      notify.success(t(message));
      guard.allowNextNavigation();
      // Asked for while the form still shows; the list takes the keyboard once it does.
      focusListFor(saved);
      options.onSaved();
    },
    [draft, client, owner, notify, t, guard, options, focusListFor],
  );

  /** The failure in words: which part, and why (a stale record's Reload is the bar's). */
  const failure = useCallback(
    (part: SavePart, error: unknown) => {
      const reason = describeError(error, t, language);
      const key = part === 'main' ? options.messages.mainFailed : PART_FAILED[part];
      return t(key, { reason });
    },
    [t, language, options.messages.mainFailed],
  );

  const create = useCallback(
    async (values: V, orgId: number) => {
      try {
        await createRecord(owner, options.createBody(values, orgId));
      } catch (error) {
        let unplaced = 0;
        if (error instanceof AppError && error.fields) {
          for (const [key, message] of Object.entries(error.fields)) {
            const field = formFieldOf(key, values);
            if (field) form.setError(field as FieldPath<V>, { type: 'server', message });
            else unplaced += 1;
          }
        }
        // Said at the fields: the form only says that some need attention, as every form does.
        const allAtFields = error instanceof AppError && error.fields !== undefined && unplaced === 0;
        setFormError(allAtFields ? t('errors.validation') : describeError(error, t, language));
        return;
      }
      // Back on the list, the keyboard goes to the add button (a new row may be on any page).
      finish(options.messages.created, undefined);
    },
    [owner, options, form, t, language, finish],
  );

  /** A conflict of a restored draft opens the compare view (set below; the steps are planned before it is). */
  const openCompare = useRef<() => void>(() => undefined);

  /** One step of an edit: its answer is the new baseline; false when it failed. */
  const send = useCallback(
    async (recordId: number, step: EditStep<ResourceUpdateBodies[O]>, restoredFrom?: string) => {
      const before = baseline.current!;
      // A restored draft typed on an older version says so with its first step: the 409 and the compare view.
      const typedOn = draft.typedOnVersion();
      try {
        const answer = await sendStep(owner, recordId, step, typedOn ?? before.version, restoredFrom);
        baseline.current = answer;
        if (typedOn !== null) draft.settle();
        if (step.part === 'sms') {
          // The added rows are saved now: they take the ids the server gave them.
          for (const [index, serverId] of addedRowIds(before.sms_payment, answer.sms_payment, step.addedRows)) {
            form.setValue(`sms.${index}.serverId` as FieldPath<V>, serverId as never);
            form.setValue(`sms.${index}.id` as FieldPath<V>, serverId as never);
          }
        }
        return true;
      } catch (error) {
        if (step.part === 'sms' && error instanceof AppError && error.fields) {
          const values = form.getValues();
          for (const [key, message] of Object.entries(error.fields)) {
            const field = smsStepFieldOf(key, step, values);
            if (field) form.setError(field as FieldPath<V>, { type: 'server', message });
          }
        }
        if (isAppError(error, 'conflict')) {
          setStale(true);
          if (typedOn !== null) openCompare.current();
        }
        setFormError(failure(step.part, error));
        return false;
      }
    },
    [owner, form, failure, draft],
  );

  /** The steps of an edit of the form's values, one after the other; false at the first that fails. */
  const sendEdit = useCallback(
    async (restoredFrom?: string) => {
      const current = baseline.current;
      if (!current || id === null) return false;
      const values = form.getValues();
      const main = options.mainBody(current, values, restoredFrom !== undefined);
      for (const step of editPlan({ baseline: current, values, withBank: hasBankBlock(owner), main })) {
        if (!(await send(id, step, restoredFrom))) return false;
      }
      return true;
    },
    [id, form, owner, options, send],
  );

  const update = useCallback(async () => {
    if (await sendEdit()) finish(options.messages.updated, baseline.current ?? undefined);
  }, [sendEdit, finish, options.messages.updated]);

  /** The form filled from a record the server answered, which becomes the baseline. */
  const fillFrom = useCallback(
    (current: RecordOf<O>) => {
      baseline.current = current;
      form.reset(withOrganization(options.toValues(current, 'edit')));
    },
    // withOrganization is '' in an edit, the only mode that refills.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [form, options],
  );

  /** The stale-record bar's Reload: the current record replaces what was typed, and is what the next Confirm plans from. */
  const reload = useCallback(async () => {
    setFormError(null);
    try {
      fillFrom((await client.fetchQuery({ ...recordQuery(owner, id ?? 0), staleTime: 0 })) as RecordOf<O>);
      draft.rebase();
      setStale(false);
      return true;
    } catch (error) {
      setFormError(describeError(error, t, language));
      return false;
    }
  }, [client, owner, id, fillFrom, t, language, draft]);

  /**
   * 'Restore this version' (the History panel): the version's values in the form, sent as an edit.
   * Its SMS rows deleted since are added again (rows the server no longer has cannot be updated).
   */
  const restoreVersion = useCallback(
    async (version: RecordOf<O>, entryId: string) => {
      const current = baseline.current;
      if (!current) return false;
      const values = options.toValues(version, 'edit');
      const kept = new Set(current.sms_payment.map((row) => row.id));
      const sms = values.sms.map((row) => (row.serverId !== null && !kept.has(row.serverId) ? { ...row, serverId: null } : row));
      form.reset(withOrganization({ ...values, sms }), { keepDefaultValues: true });
      setFormError(null);
      let saved = false;
      setSaving(true);
      try {
        await form.handleSubmit(async () => {
          saved = await sendEdit(entryId);
        }, reportInvalid)();
      } finally {
        setSaving(false);
      }
      if (!saved) return false;
      fillFrom(baseline.current!);
      draft.rebase();
      void client.invalidateQueries({ queryKey: queryKeys.resource(owner) });
      notify.success(t('history.restored'));
      return true;
    },
    // withOrganization is '' in an edit, the only mode with a history.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [options, form, sendEdit, reportInvalid, fillFrom, client, owner, notify, t, draft],
  );

  /** Duplicating a project into an organization and category that already have an active one asks first. */
  const hasActiveTwin = useCallback(
    async (values: V, orgId: number) => {
      if (!options.checkDuplicateConflict) return false;
      const projects = await client.fetchQuery({ ...listQuery('projects'), staleTime: 0 });
      const actId = Number(values.act_id);
      return projects.some((project) => project.org_id === orgId && project.actid === actId && project.isactive === 1);
    },
    [client, options.checkDuplicateConflict],
  );

  const run = useCallback(async (work: () => Promise<void>) => {
    setSaving(true);
    try {
      await work();
    } finally {
      setSaving(false);
    }
  }, []);

  const onValid = useCallback(async () => {
    setFormError(null);
    const values = form.getValues();
    if (mode === 'edit') return run(update);
    // The schema required it.
    const orgId = Number(values.org_id);
    await run(async () => {
      if (mode === 'duplicate') {
        let twin = false;
        try {
          twin = await hasActiveTwin(values, orgId);
        } catch {
          // The check only warns (spec 5); a failed look-up does not stop the save.
        }
        if (twin) {
          setConflictOpen(true);
          return;
        }
      }
      await create(values, orgId);
    });
  }, [form, mode, run, update, hasActiveTwin, create]);

  const onSubmit = (event?: React.BaseSyntheticEvent) => form.handleSubmit(onValid, reportInvalid)(event).catch(() => undefined);

  /**
   * The compare view (a 409 of a restored draft, or the stale-record bar's Compare): yours and the
   * current record's per field; its Save makes the current record the baseline and the form's
   * start, puts the values kept in the form and sends them as an edit planned from it. An SMS row
   * kept that the server no longer has is added again, as a restored version's is.
   */
  const compare = useDraftConflict<RecordOf<O>>({
    resource: owner,
    aliases: PAYMENT_SECTIONS,
    apiNames: API_NAMES,
    fetchCurrent: async () => {
      setFormError(null);
      try {
        return (await client.fetchQuery({ ...recordQuery(owner, id ?? 0), staleTime: 0 })) as RecordOf<O>;
      } catch (error) {
        setFormError(t('drafts.compareFailed', { reason: describeError(error, t, language) }));
        return undefined;
      }
    },
    yours: () => form.getValues(),
    theirs: (current) => withOrganization(options.toValues(current, 'edit')),
    base: () => draft.draftBase ?? (filled ? withOrganization(options.toValues(filled, 'edit')) : null),
    apply: (current, merged) => {
      const kept = new Set(current.sms_payment.map((row) => row.id));
      const sms = (merged.sms as V['sms']).map((row) => (row.serverId !== null && !kept.has(row.serverId) ? { ...row, serverId: null } : row));
      baseline.current = current;
      draft.settle();
      setStale(false);
      form.reset(withOrganization(options.toValues(current, 'edit')));
      form.reset({ ...(merged as V), sms }, { keepDefaultValues: true });
      void onSubmit();
    },
  });
  useEffect(() => {
    openCompare.current = compare.open;
  });

  /** Cancel and Escape: back to the list's address; a form with changes asks first (the guard, whose Discard puts the keyboard on the list). */
  const cancel = (navigate: (to: string) => void) => {
    if (!listPath) return;
    if (!dirty) focusListFor(mode === 'edit' ? (baseline.current ?? undefined) : undefined);
    navigate(returnAddress ?? listPath);
  };

  const conflict = {
    open: conflictOpen,
    onContinue: () => {
      setConflictOpen(false);
      const values = form.getValues();
      void run(() => create(values, Number(values.org_id)));
    },
    onStop: () => setConflictOpen(false),
  };

  const page = {
    onSubmit,
    saving: saving || form.formState.isSubmitting,
    formError,
    loading: needsRecord && id !== null && !record && loaded.isPending,
    loadError:
      needsRecord && id === null
        ? t('errors.notFound')
        : needsRecord && !record && loaded.isError
          ? describeError(loaded.error, t, language)
          : null,
    onRetryLoad: () => void loaded.refetch(),
    /** The unsaved-changes question, the draft's restore question and the compare view. */
    guardDialog: createElement(Fragment, null, guard.dialog, draft.dialog, compare.dialog),
    staleRecord: stale ? { onReload: reload, onCompare: mode === 'edit' ? compare.open : undefined } : null,
    onCancel: listPath ? cancel : undefined,
    /** The record's History panel (an edit). */
    history:
      mode === 'edit' && id !== null
        ? ({ resource: owner, recordId: id, restore: (version, entryId) => restoreVersion(version as RecordOf<O>, entryId) } satisfies RecordHistoryTarget)
        : undefined,
  };
  return { form, record, page, conflict };
}
