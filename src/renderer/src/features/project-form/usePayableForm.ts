/**
 * Loading and saving a project or a case (spec 4): create, edit and duplicate.
 *
 * Edit sends the difference between the record as the server last answered it (the baseline)
 * and the form: the SMS rows, the bank block and the credit-card link each as their own
 * `payments:update` call (only when they changed), then the main data through `resource:update`
 * (a project only when it changed; a case always). Every call carries the baseline's `version`,
 * so a record changed meanwhile by someone else is refused (409), and every answer becomes the
 * new baseline. When a call fails the form keeps what was typed and says which part failed; the
 * next Confirm compares with the latest answer, so nothing saved is sent again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Cause } from '../../../../shared/entities/cause';
import type { Project } from '../../../../shared/entities/project';
import { AppError, call, createRecord, isAppError, updateRecord } from '../../api/backoffice';
import type { ResourceCreateBodies, ResourceUpdateBodies } from '../../../../shared/registry';
import { listQuery, queryKeys, recordQuery } from '../../api/queries';
import { useUnsavedChangesGuard } from '../../components/form/useUnsavedChangesGuard';
import { useNotify } from '../../components/notify';
import type { TranslationKey } from '../../i18n';
import { describeError } from '../../i18n/errors';
import { languageAtom, selectedOrganizationIdAtom } from '../../state/preferences';
import {
  bankDiff,
  bankDiffIsEmpty,
  ccDiff,
  ccDiffIsEmpty,
  smsDiff,
  smsDiffIsEmpty,
  type FormMode,
  type PayableFormValues,
  type PaymentValues,
  type ProjectFormValues,
} from './model';

type Owner = 'projects' | 'causes';
type RecordOf<O extends Owner> = O extends 'projects' ? Project : Cause;

/** The parts of a save, each named in a failure message. */
export type SavePart = 'sms' | 'bank' | 'cc' | 'main';

export interface PayableFormOptions<O extends Owner, V extends PayableFormValues> {
  owner: O;
  mode: FormMode;
  id: number | null;
  schema: z.ZodType;
  emptyValues: () => V;
  toValues(record: RecordOf<O>, mode: 'edit' | 'duplicate'): V;
  createBody(values: V, orgId: number): ResourceCreateBodies[O];
  /** The main data of an edit, or null when it need not be sent. */
  mainBody(baseline: RecordOf<O>, values: V): ResourceUpdateBodies[O] | null;
  messages: {
    created: TranslationKey;
    updated: TranslationKey;
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

/** A server field key of a create (`sms_payment.0.price`, `bank_payment.0.IBAN`, `nameEN`) as a form field. */
function formFieldOf(key: string, values: PayableFormValues): string | undefined {
  const parts = key.split('.');
  const [list, index, name] = parts;
  if (list === 'sms_payment' && index !== undefined && name) return `sms.${index}.${name}`;
  if (list === 'bank_payment' && name) return `bank.${name}`;
  if (list === 'cc_payment' && name === 'cc_url') return 'cc_url';
  const last = parts.at(-1) ?? key;
  return last in values && !['sms', 'bank'].includes(last) ? last : undefined;
}

export function usePayableForm<O extends Owner, V extends PayableFormValues>(options: PayableFormOptions<O, V>) {
  const { owner, mode, id } = options;
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const selectedOrganizationId = useAtomValue(selectedOrganizationIdAtom);
  const notify = useNotify();
  const client = useQueryClient();
  const needsRecord = mode !== 'create';
  const loaded = useQuery({ ...recordQuery(owner, id ?? 0), enabled: needsRecord && id !== null });
  const record = loaded.data as RecordOf<O> | undefined;

  const form = useForm<V>({
    resolver: zodResolver(options.schema as never) as never,
    defaultValues: options.emptyValues() as DefaultValues<V>,
    mode: 'onTouched',
  });
  /** The record as the server last answered it: what an edit is compared with. */
  const baseline = useRef<RecordOf<O> | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const [conflictOpen, setConflictOpen] = useState(false);

  // Fill the form once, when the record first arrives (a later refetch must not undo typing).
  useEffect(() => {
    if (!record || baseline.current) return;
    baseline.current = record;
    form.reset(options.toValues(record, mode === 'edit' ? 'edit' : 'duplicate'));
    // Only the first record fills the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record]);

  const guard = useUnsavedChangesGuard(form.formState.isDirty && !done);

  const finish = useCallback(
    (message: TranslationKey) => {
      setDone(true);
      void client.invalidateQueries({ queryKey: queryKeys.resource(owner) });
      notify.success(t(message));
      guard.allowNextNavigation();
      options.onSaved();
    },
    [client, owner, notify, t, guard, options],
  );

  /** The failure in words: which part, and why (with a hint to reload on a stale record). */
  const failure = useCallback(
    (part: SavePart, error: unknown) => {
      const reason = describeError(error, t, language);
      const key = part === 'main' ? options.messages.mainFailed : PART_FAILED[part];
      const text = t(key, { reason });
      return isAppError(error, 'conflict') ? `${text} ${t('projectForm.reloadHint')}` : text;
    },
    [t, language, options.messages.mainFailed],
  );

  const create = useCallback(
    async (values: V, orgId: number) => {
      try {
        await createRecord(owner, options.createBody(values, orgId));
      } catch (error) {
        if (error instanceof AppError && error.fields) {
          for (const [key, message] of Object.entries(error.fields)) {
            const field = formFieldOf(key, values);
            if (field) form.setError(field as FieldPath<V>, { type: 'server', message });
          }
        }
        setFormError(describeError(error, t, language));
        return;
      }
      finish(options.messages.created);
    },
    [owner, options, form, t, language, finish],
  );

  /** One part of an edit: sent, its answer the new baseline; false when it failed. */
  const sendPart = useCallback(
    async (part: SavePart, send: (version: number) => Promise<RecordOf<O>>, after?: (before: RecordOf<O>, answer: RecordOf<O>) => void) => {
      const before = baseline.current!;
      try {
        const answer = await send(before.version);
        baseline.current = answer;
        after?.(before, answer);
        return true;
      } catch (error) {
        setFormError(failure(part, error));
        return false;
      }
    },
    [failure],
  );

  const update = useCallback(async () => {
    if (!baseline.current || id === null) return;
    const values = form.getValues() as V & PaymentValues;
    const recordId = id;
    const payment = (kind: 'sms' | 'bank' | 'cc', body: Record<string, unknown>) => (version: number) =>
      call('payments:update', { kind, owner, id: recordId, body: { ...body, version } }) as Promise<RecordOf<O>>;

    const sms = smsDiff(baseline.current.sms_payment, values);
    if (!smsDiffIsEmpty(sms)) {
      const { addedRows, ...body } = sms;
      const ok = await sendPart('sms', payment('sms', body), (before, answer) => {
        // The added rows are saved now: give them the ids the server numbered them with, in order.
        const known = new Set(before.sms_payment.map((row) => row.id));
        const fresh = answer.sms_payment.map((row) => row.id).filter((rowId) => !known.has(rowId)).sort((a, b) => a - b);
        addedRows.forEach((index, order) => {
          const serverId = fresh[order];
          if (serverId === undefined) return;
          form.setValue(`sms.${index}.serverId` as FieldPath<V>, serverId as never);
          form.setValue(`sms.${index}.id` as FieldPath<V>, serverId as never);
        });
      });
      if (!ok) return;
    }
    if (owner === 'projects') {
      const bank = bankDiff((baseline.current as Project).bank_payment, values as ProjectFormValues);
      if (!bankDiffIsEmpty(bank) && !(await sendPart('bank', payment('bank', { ...bank })))) return;
    }
    const cc = ccDiff(baseline.current.cc_payment, values);
    if (!ccDiffIsEmpty(cc) && !(await sendPart('cc', payment('cc', { ...cc })))) return;

    const main = options.mainBody(baseline.current, values);
    if (main) {
      const ok = await sendPart(
        'main',
        (version) => updateRecord(owner, recordId, { ...main, version }) as Promise<RecordOf<O>>,
      );
      if (!ok) return;
    }
    finish(options.messages.updated);
  }, [id, form, owner, options, sendPart, finish]);

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

  const run = useCallback(
    async (work: () => Promise<void>) => {
      setSaving(true);
      try {
        await work();
      } finally {
        setSaving(false);
      }
    },
    [],
  );

  const onValid = useCallback(async () => {
    setFormError(null);
    const values = form.getValues();
    if (mode === 'edit') return run(update);
    if (selectedOrganizationId === null) {
      setFormError(t(mode === 'duplicate' ? options.messages.duplicateNeedsOrganization : options.messages.needOrganization));
      return;
    }
    const orgId = selectedOrganizationId;
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
  }, [form, mode, run, update, selectedOrganizationId, t, options.messages, hasActiveTwin, create]);

  const onSubmit = (event?: React.BaseSyntheticEvent) => form.handleSubmit(onValid)(event).catch(() => undefined);

  const conflict = {
    open: conflictOpen,
    onContinue: () => {
      setConflictOpen(false);
      if (selectedOrganizationId === null) return;
      const orgId = selectedOrganizationId;
      void run(() => create(form.getValues(), orgId));
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
    guardDialog: guard.dialog,
  };
  return { form, record, page, conflict, selectedOrganizationId };
}
