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
 */
import { useCallback, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ResourceId, ResourceName } from '../../../../shared/ipc';
import type { ResourceCreateBodies, ResourceUpdateBodies } from '../../../../shared/registry';
import { AppError, createRecord, isAppError, updateRecord } from '../../api/backoffice';
import { queryKeys, recordQuery } from '../../api/queries';
import type { TranslationKey } from '../../i18n';
import { describeError } from '../../i18n/errors';
import { languageAtom } from '../../state/preferences';
import type { Row } from '../list/types';
import type { RecordHistoryTarget } from '../record-history/types';
import { useNotify } from '../notify';
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

  const guard = useUnsavedChangesGuard(form.formState.isDirty && !form.formState.isSubmitSuccessful);

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
    const version = editing ? (record as { version?: unknown } | undefined)?.version : undefined;
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
    const saved = await send(data);
    notify.success(t(savedMessage));
    guard.allowNextNavigation();
    options.onSaved(saved);
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
    notify.success(t('history.restored'));
    return true;
  };

  /** Replaces what was typed with the current record, whose version the next save carries. */
  const reload = async (): Promise<boolean> => {
    setFormError(null);
    try {
      const current = options.fetchCurrent
        ? await options.fetchCurrent()
        : ((await client.fetchQuery({ ...recordQuery(resource, id!), staleTime: 0 })) as Row<R>);
      if (!current) {
        setFormError(t('form.notFound'));
        return false;
      }
      setRecord(current);
      // Also when its form values equal the old record's (someone changed only what the form does not show).
      form.reset(options.toValues(current));
      setStale(false);
      void refreshLists();
      return true;
    } catch (error) {
      setFormError(describeError(error, t, language));
      return false;
    }
  };

  const page = {
    /** Submit handler for <form onSubmit>; a failed save leaves the form as typed. */
    onSubmit: (event?: BaseSyntheticEvent) => submit(event).catch(() => undefined),
    saving: save.isPending || form.formState.isSubmitting,
    formError,
    /** Set after a save was refused because someone else changed the record: its Reload. */
    staleRecord: stale ? { onReload: reload } : null,
    loading: editing && !record && loaded.isPending,
    loadError: editing && !record && loaded.isError ? describeError(loaded.error, t, language) : null,
    onRetryLoad: () => void loaded.refetch(),
    guardDialog: guard.dialog,
    reportPendingImage,
    /** The record's History panel (an edit). */
    history: editing ? ({ resource, recordId: id, restore: (version, entryId) => restoreVersion(version as Row<R>, entryId) } satisfies RecordHistoryTarget) : undefined,
  };
  /** `page` is what <FormPage> needs besides its title and cancel path: `<FormPage {...page}>`. */
  return { form, record, editing, page };
}
