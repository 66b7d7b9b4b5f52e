/**
 * Create and edit forms of a resource: react-hook-form validated by the shared zod schema
 * (the same one the server checks with), the record loaded for an edit, the save, the
 * server's field messages shown in place, and the unsaved-changes guard.
 *
 * An edit sends the `version` of the record the form was filled from, so a save over someone
 * else's change is refused (409 `conflict`): the form keeps what was typed and offers to reload
 * the current record (`page.staleRecord`), after which a save goes through.
 *
 * An edit also has its History panel (`page.history`), whose 'Restore this version' puts that
 * version's values in the form and saves them the same way, with the same version: a record
 * changed meanwhile is refused and offered to reload like any save.
 *
 * Every form keeps a crash-safe draft of its unsaved values (drafts/useFormDraft.tsx) and offers it
 * back when it opens again. A draft restored over a newer record is saved with the version it was
 * typed on, so its save meets the 409; the compare view (drafts/CompareDialog.tsx, also the
 * stale-record bar's Compare) shows yours and theirs per field, and saves the choices over the
 * current version. After a save, a Cancel or Escape the form returns to the list's address it was
 * opened from (its page and search) and puts the keyboard on the record's row or the add button.
 */
import { Fragment, createElement, useCallback, useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ResourceId, ResourceName } from '../../../../shared/ipc';
import { entryOf, type ResourceCreateBodies, type ResourceUpdateBodies } from '../../../../shared/registry';
import { AppError, createRecord, isAppError, updateRecord } from '../../api/backoffice';
import { queryKeys, recordQuery } from '../../api/queries';
import type { TranslationKey } from '../../i18n';
import { describeError } from '../../i18n/errors';
import { languageAtom } from '../../state/preferences';
import type { Row } from '../list/types';
import type { RecordHistoryTarget } from '../record-history/types';
import { useNotify } from '../notify';
import { useDraftConflict } from './drafts/useDraftConflict';
import { focusListWhenShown, rowLabelsOf, useListReturnAddress } from './drafts/listReturn';
import { useFormDraft } from './drafts/useFormDraft';
import { rememberFormSchema } from './fieldLimits';
import { useInvalidSubmitReport } from './invalidSubmit';
import { withPendingImages } from './uploads';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

export interface ResourceFormOptions<R extends ResourceName, Values extends FieldValues, Output> {
  resource: R;
  schema: z.ZodType<Output, Values>;
  /** Edit this record (loaded from the server unless `record` is given); absent: create. */
  id?: ResourceId;
  record?: Row<R>;
  emptyValues: Values;
  toValues(record: Row<R>): Values;
  /** The request body; default: the validated values as they are (the form's schema is the registry's). */
  toBody?(data: Output, record: Row<R> | undefined): ResourceCreateBodies[R] & ResourceUpdateBodies[R];
  /** How Reload (after a save refused as stale) gets the current record; default: `resource:get` by id. */
  fetchCurrent?(): Promise<Row<R> | undefined>;
  /** Toast after a save. */
  savedMessage: TranslationKey;
  onSaved(record: Row<R>): void;
}

/** The last path segment of a server field key (`organization_data_to_update.nameEN` → `nameEN`). */
function formFieldOf(key: string, values: FieldValues): string | undefined {
  const name = key.split('.').pop() ?? key;
  return name in values ? name : undefined;
}

export function useResourceForm<R extends ResourceName, Values extends FieldValues, Output>(options: ResourceFormOptions<R, Values, Output>) {
  const { resource, id, savedMessage } = options;
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const notify = useNotify();
  const client = useQueryClient();
  const editing = id !== undefined;
  const loaded = useQuery({ ...recordQuery(resource, id ?? 0), enabled: editing && !options.record });
  /**
   * The record the form was filled from, whose `version` goes with the save: the first one that
   * arrives, later only the one Reload brings. A refetch meanwhile does not change it, or a save
   * over someone else's change would look current.
   */
  const [record, setRecord] = useState<Row<R>>();
  const arrived = options.record ?? (loaded.data as Row<R> | undefined);
  if (arrived && !record) setRecord(arrived);
  const [stale, setStale] = useState(false);
  const [saved, setSaved] = useState(false);
  const listPath = entryOf(resource).screens?.list;
  const returnAddress = useListReturnAddress(listPath);
  /** After leaving for the list: the keyboard on this record's row (as `shown` names it), else the add button. */
  const focusListFor = (shown: Row<R> | undefined) => {
    if (listPath) focusListWhenShown({ listPath, rowLabels: rowLabelsOf(shown, (name) => t('list.editRow', { name })) });
  };

  /** Image fields whose picked file waits for 'Upload image' (ImageField without uploadOnSelect): no save until it is uploaded. */
  const pendingImages = useRef(new Set<string>());
  const schemaResolver = zodResolver(options.schema as never) as Resolver<Values>;
  const resolver: Resolver<Values> = async (values, context, resolverOptions) =>
    withPendingImages(await schemaResolver(values, context, resolverOptions), pendingImages.current);
  const form = useForm<Values, unknown, Output>({
    resolver: resolver as never,
    defaultValues: options.emptyValues as DefaultValues<Values>,
    // The record's values fill the form when it arrives, and replace what was typed when Reload brings the current one.
    values: record ? options.toValues(record) : undefined,
    mode: 'onTouched',
    // A refused submit focuses the first field in error in the order shown (invalidSubmit.ts).
    shouldFocusError: false,
  });
  rememberFormSchema(form.control, options.schema);
  const reportInvalid = useInvalidSubmitReport<Values>();
  const [formError, setFormError] = useState<string | null>(null);

  const recordVersion = (record as { version?: unknown } | undefined)?.version;
  const draft = useFormDraft({
    form,
    draftKey: `${resource}:${id ?? 'new'}`,
    ready: !editing || record !== undefined,
    recordVersion: typeof recordVersion === 'number' ? recordVersion : null,
    done: saved,
  });
  const dirty = form.formState.isDirty && !form.formState.isSubmitSuccessful && !saved;
  const guard = useUnsavedChangesGuard(dirty, {
    onDiscard: () => {
      draft.remove();
      focusListFor(record);
    },
    listReturn: listPath && returnAddress ? { listPath, address: returnAddress } : undefined,
  });

  const { trigger, getFieldState } = form;
  const reportPendingImage = useCallback(
    (field: string, pending: boolean) => {
      if (pending) pendingImages.current.add(field);
      else pendingImages.current.delete(field);
      // A message already shown follows the change (gone once uploaded or given up).
      if (getFieldState(field as FieldPath<Values>).error) void trigger(field as FieldPath<Values>);
    },
    [trigger, getFieldState],
  );

  /** The lists of this resource show what is on the server now (once they are shown again). */
  const refreshLists = () => client.invalidateQueries({ queryKey: [...queryKeys.resource(resource), 'list'] });

  const save = useMutation({
    mutationFn: ({ body, restoredFrom }: { body: ResourceCreateBodies[R] & ResourceUpdateBodies[R]; restoredFrom?: string }) =>
      editing ? updateRecord(resource, id!, body, restoredFrom) : createRecord(resource, body),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.resource(resource) }),
  });

  /**
   * Sends the validated values (an edit with the version the form was filled from); the record as
   * saved. A refusal is put on the form (the stale-record bar, the fields' messages, the form's
   * bar) and thrown on.
   */
  const send = async (data: Output, restoredFrom?: string): Promise<Row<R>> => {
    setFormError(null);
    // A restored draft typed on an older version is sent with that one: it meets the 409 and its compare view.
    const version = editing ? (draft.typedOnVersion() ?? recordVersion) : undefined;
    const body = {
      ...(options.toBody ? options.toBody(data, record) : (data as ResourceCreateBodies[R] & ResourceUpdateBodies[R])),
      ...(typeof version === 'number' && { version }),
    };
    try {
      return (await save.mutateAsync({ body, restoredFrom })) as Row<R>;
    } catch (error) {
      if (editing && isAppError(error, 'conflict')) {
        setStale(true);
        void refreshLists();
        if (draft.typedOnVersion() !== null) conflict.open();
        throw error;
      }
      const unplaced: string[] = [];
      if (error instanceof AppError && error.fields) {
        const values = form.getValues();
        for (const [key, message] of Object.entries(error.fields)) {
          const field = formFieldOf(key, values);
          if (field) form.setError(field as FieldPath<Values>, { type: 'server', message }, { shouldFocus: unplaced.length === 0 });
          else unplaced.push(message);
        }
      }
      setFormError(error instanceof AppError && error.fields && unplaced.length === 0 ? t('errors.validation') : describeError(error, t, language));
      // Let the caller know nothing was saved (e.g. to keep a dialog open).
      throw error;
    }
  };

  const submit = form.handleSubmit(async (data) => {
    const answer = await send(data);
    draft.remove();
    setSaved(true);
    notify.success(t(savedMessage));
    guard.allowNextNavigation();
    // Back on the list: an edit's row, or for a new record the add button (a new row may be on any page).
    // Asked for while the form still shows (a form on its list's own page, the keywords', is not left).
    focusListFor(editing ? answer : undefined);
    options.onSaved(answer);
  }, reportInvalid);

  /**
   * 'Restore this version' of the History panel: the version's values replace what the form shows
   * and go through the form's own validation and save, carrying the entry restored. Saved, the
   * form holds the record as saved and stays open; refused, it keeps the version's values and says
   * why, as after any save.
   */
  const restoreVersion = async (version: Row<R>, entryId: string): Promise<boolean> => {
    form.reset(options.toValues(version), { keepDefaultValues: true });
    let saved: Row<R> | undefined;
    try {
      await form.handleSubmit(async (data) => {
        saved = await send(data, entryId);
      }, reportInvalid)();
    } catch {
      return false;
    }
    if (!saved) return false;
    setRecord(saved);
    form.reset(options.toValues(saved));
    draft.rebase();
    notify.success(t('history.restored'));
    return true;
  };

  /** The record as it is on the server now; undefined (said on the form) when it is gone. */
  const fetchCurrent = async (): Promise<Row<R> | undefined> => {
    const current = options.fetchCurrent ? await options.fetchCurrent() : ((await client.fetchQuery({ ...recordQuery(resource, id!), staleTime: 0 })) as Row<R>);
    if (!current) setFormError(t('form.notFound'));
    return current;
  };

  /** Replaces what was typed with the current record, whose version the next save carries. */
  const reload = async (): Promise<boolean> => {
    setFormError(null);
    try {
      const current = await fetchCurrent();
      if (!current) return false;
      setRecord(current);
      // Also when its form values equal the old record's (someone changed only what the form does not show).
      form.reset(options.toValues(current));
      draft.rebase();
      setStale(false);
      void refreshLists();
      return true;
    } catch (error) {
      setFormError(describeError(error, t, language));
      return false;
    }
  };

  /**
   * The compare view's Save: the current record becomes the one the save carries the version of
   * (the form's start follows it), then the values kept per field are saved. They go into the form
   * once the record's values have (react-hook-form puts `values` in after the render).
   */
  const chosen = useRef<Values | null>(null);
  const conflict = useDraftConflict<Row<R>>({
    resource,
    fetchCurrent: async () => {
      setFormError(null);
      try {
        return await fetchCurrent();
      } catch (error) {
        setFormError(t('drafts.compareFailed', { reason: describeError(error, t, language) }));
        return undefined;
      }
    },
    yours: () => form.getValues(),
    theirs: (current) => options.toValues(current),
    base: () => draft.draftBase ?? (record ? options.toValues(record) : null),
    apply: (current, merged) => {
      chosen.current = merged as Values;
      setRecord(current);
      draft.settle();
      setStale(false);
    },
  });
  useEffect(() => {
    const merged = chosen.current;
    if (!merged) return;
    chosen.current = null;
    form.reset(merged, { keepDefaultValues: true });
    void submit().catch(() => undefined);
    // Runs once the current record is the form's (react-hook-form's own effect put its values in first).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record]);

  /** Cancel and Escape: back to the list's address; a form with changes asks first (the guard, whose Discard puts the keyboard on the list). */
  const cancel = (navigate: (to: string) => void) => {
    if (!listPath) return;
    if (!dirty) focusListFor(record);
    navigate(returnAddress ?? listPath);
  };

  const page = {
    /** Submit handler for <form onSubmit>; a failed save leaves the form as typed. */
    onSubmit: (event?: BaseSyntheticEvent) => submit(event).catch(() => undefined),
    saving: save.isPending || form.formState.isSubmitting,
    formError,
    /** Set after a save was refused because someone else changed the record: its Reload and Compare. */
    staleRecord: stale ? { onReload: reload, onCompare: conflict.open } : null,
    loading: editing && !record && loaded.isPending,
    loadError: editing && !record && loaded.isError ? describeError(loaded.error, t, language) : null,
    onRetryLoad: () => void loaded.refetch(),
    /** The unsaved-changes question, the draft's restore question and the compare view. */
    guardDialog: createElement(Fragment, null, guard.dialog, draft.dialog, conflict.dialog),
    /** Cancel and Escape of FormPage: back where the form was opened from. */
    onCancel: listPath ? cancel : undefined,
    /** An inline form's Cancel, which clears it without asking: what was typed is given up, its draft too. */
    discardDraft: draft.remove,
    reportPendingImage,
    /** The record's History panel (an edit). */
    history: editing ? ({ resource, recordId: id, restore: (version, entryId) => restoreVersion(version as Row<R>, entryId) } satisfies RecordHistoryTarget) : undefined,
  };
  /** `page` is what <FormPage> needs besides its title and cancel path: `<FormPage {...page}>`. */
  return { form, record, editing, page };
}
