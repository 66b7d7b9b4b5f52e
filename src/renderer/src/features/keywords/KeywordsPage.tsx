import { useId, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Select, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { Keyword } from '../../../../shared/entities/keyword';
import { keywordInputSchema, type KeywordInput } from '../../../../shared/entities/keyword';
import type { Organization } from '../../../../shared/entities/organization';
import { call, isAppError } from '../../api/backoffice';
import { listQuery, recordQuery } from '../../api/queries';
import { useScreenTitle } from '../../screens/currentScreen';
import { SelectField, TextField, type SelectOption } from '../../components/form/fields';
import { useResourceForm } from '../../components/form/useResourceForm';
import { keepFieldFocus } from '../../components/form/FormPage';
import { StaleRecordBar } from '../../components/form/StaleRecordBar';
import { FormErrorBar } from '../../components/form/FormErrorBar';
import { RecordHistory } from '../../components/record-history/RecordHistory';
import { ResourceList } from '../../components/list/ResourceList';
import { keywordsDescriptor } from './descriptor';
import { surfaceStyle } from '../../components/surface';
import { useNameOptions } from '../../components/form/useNameOptions';
import { useShortcut } from '../../shortcuts/useShortcut';

const ALL = '';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBlock: tokens.spacingVerticalL,
    paddingInline: tokens.spacingHorizontalL,
    ...surfaceStyle,
  },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
    alignItems: 'start',
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
  // The form's heading, and at the inline end an edited keyword's History button.
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  filter: { minWidth: '200px' },
});

const emptyKeyword: KeywordInput = { title: '', org_id: '' };

interface KeywordFormProps {
  /** The row being edited; null: a new keyword. */
  editing: Keyword | null;
  organizationOptions: SelectOption[];
  /** After a save or Cancel: back to an empty 'add' form. */
  onDone(): void;
}

/**
 * The inline add/edit form above the table (spec 2.10): title, organization, Add/Edit and Cancel.
 * Its keys are a form page's, from inside the form only (the list around it has its own): Ctrl+S
 * saves, Escape cancels.
 */
function KeywordForm({ editing, organizationOptions, onDone }: KeywordFormProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const headingId = useId();
  const formElement = useRef<HTMLFormElement>(null);
  const fromForm = (event: KeyboardEvent) => event.target instanceof Node && formElement.current?.contains(event.target) === true;
  const {
    form,
    page: { onSubmit, saving, formError, staleRecord, guardDialog, history, discardDraft },
  } = useResourceForm({
    resource: 'keywords',
    schema: keywordInputSchema,
    // The row of the list is the record: no request to start editing.
    id: editing?.objectId,
    record: editing ?? undefined,
    emptyValues: emptyKeyword,
    toValues: (keyword) => ({ title: keyword.title, org_id: String(keyword.org_id) }),
    // Reload reads the keyword itself (the list is paged by the server; its page may not hold it).
    fetchCurrent: async () => {
      try {
        return await call('resource:get', { resource: 'keywords', id: editing!.objectId });
      } catch (error) {
        if (isAppError(error, 'notFound')) return undefined;
        throw error;
      }
    },
    savedMessage: 'keywords.saved',
    onSaved: onDone,
  });
  const { control } = form;
  useShortcut('save', (event) => {
    if (fromForm(event) && !saving) formElement.current?.requestSubmit();
  });
  // Cancel clears the form: nothing typed is offered back when it opens again.
  const cancel = () => {
    discardDraft();
    onDone();
  };
  useShortcut('cancel', (event) => {
    if (fromForm(event)) cancel();
  });
  return (
    <form ref={formElement} className={styles.form} noValidate aria-labelledby={headingId} onSubmit={onSubmit}>
      <div className={styles.header}>
        <Text as="h2" id={headingId} size={400} weight="semibold">
          {editing ? t('keywords.editForm') : t('keywords.addForm')}
        </Text>
        {history && <RecordHistory target={history} />}
      </div>
      {staleRecord && <StaleRecordBar {...staleRecord} />}
      {formError && <FormErrorBar message={formError} />}
      <div className={styles.fields}>
        <TextField control={control} name="title" label={t('keywords.title')} required dir="auto" />
        <SelectField
          control={control}
          name="org_id"
          label={t('keywords.organization')}
          required
          options={organizationOptions}
          placeholder={t('keywords.selectOrganization')}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={saving} icon={saving ? <Spinner size="tiny" /> : undefined} onMouseDown={keepFieldFocus}>
          {editing ? t('keywords.edit') : t('keywords.add')}
        </Button>
        <Button type="button" onMouseDown={keepFieldFocus} onClick={cancel}>
          {t('common.cancel')}
        </Button>
      </div>
      {guardDialog}
    </form>
  );
}

/** Keywords (spec 2.10): the list with an organization filter and the inline form above it. */
export default function KeywordsPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const organizations = useQuery(listQuery('organizations'));
  const [orgFilter, setOrgFilter] = useState(ALL);
  const [editing, setEditing] = useState<Keyword | null>(null);
  // A new key mounts a fresh form: after a save, on Cancel and when another row is edited.
  const [formKey, setFormKey] = useState(0);

  const byId = useMemo(
    () => new Map<number, Organization>((organizations.data ?? []).map((organization) => [organization.id, organization])),
    [organizations.data],
  );
  const descriptor = useMemo(() => keywordsDescriptor(byId), [byId]);
  const organizationOptions = useNameOptions(organizations.data);
  const query = useMemo(() => (orgFilter === ALL ? undefined : { org_id: Number(orgFilter) }), [orgFilter]);
  // The keyword being edited, starting from its row: a change to the keywords (a delete) reloads
  // it, and a keyword deleted while it is being edited leaves the form.
  const edited = useQuery({
    ...recordQuery('keywords', editing?.objectId ?? '-'),
    enabled: editing !== null,
    ...(editing && { initialData: editing }),
  });
  const current = edited.isError && isAppError(edited.error, 'notFound') ? null : editing;

  const startEdit = (keyword: Keyword) => {
    setEditing(keyword);
    setFormKey((key) => key + 1);
  };
  const reset = () => {
    setEditing(null);
    setFormKey((key) => key + 1);
  };

  return (
    <ResourceList
      descriptor={descriptor}
      title={useScreenTitle()}
      query={query}
      onEdit={startEdit}
      filters={
        <Select
          className={styles.filter}
          aria-label={t('keywords.filter')}
          value={orgFilter}
          onChange={(_event, data) => setOrgFilter(data.value)}
        >
          <option value={ALL}>{t('shell.allOrganizations')}</option>
          {organizationOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      }
    >
      <KeywordForm key={`${current ? 'edit' : 'add'}-${formKey}`} editing={current} organizationOptions={organizationOptions} onDone={reset} />
    </ResourceList>
  );
}
