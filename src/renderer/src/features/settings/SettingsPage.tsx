import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { PlugConnected20Regular, Save20Regular } from '@fluentui/react-icons';
import { editableSettingsSchema, type EditableSettingName, type EditableSettings, type SettingsView } from '../../../../shared/entities/app-settings';
import { call } from '../../api/backoffice';
import { rememberFormSchema } from '../../components/form/fieldLimits';
import { TextField } from '../../components/form/fields';
import { useNotify } from '../../components/notify';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { describeError } from '../../i18n/errors';
import { languageAtom } from '../../state/preferences';
import { ConnectionResult, type TestOutcome } from './ConnectionResult';

/** Long enough to read the toast before the app reloads onto the new settings. */
const RELOAD_AFTER_SAVE_MS = 1_000;

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '640px' },
  heading: { margin: 0 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * The app's settings (which platform server, the public pages, the deeplink scheme, 'live
 * income'). Main validates and saves them; the page then reloads so every cache and the session
 * check start again against the server now in force.
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const [view, setView] = useState<SettingsView | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  useDocumentTitle(t('settings.title'));

  useEffect(() => {
    call('settings:get').then(setView, setLoadError);
  }, []);

  if (loadError) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{describeError(loadError, t, language)}</MessageBarBody>
      </MessageBar>
    );
  }
  if (!view) return <Spinner label={t('app.loading')} />;
  return <SettingsForm view={view} />;
}

const FIELDS: ReadonlyArray<{ name: EditableSettingName; effective: keyof SettingsView['effective'] }> = [
  { name: 'serverUrl', effective: 'serverUrl' },
  { name: 'publicPagesUrl', effective: 'publicPagesUrl' },
  { name: 'deeplinkScheme', effective: 'deeplinkScheme' },
  { name: 'liveIncomeUrl', effective: 'liveIncomeUrl' },
];

function SettingsForm({ view }: { view: SettingsView }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const notify = useNotify();
  // Checked when a field is left, then as it is typed in: a message never outlives the value it was about.
  const form = useForm<EditableSettings>({ resolver: zodResolver(editableSettingsSchema), defaultValues: view.values, mode: 'onTouched' });
  rememberFormSchema(form.control, editableSettingsSchema);
  const serverUrl = useWatch({ control: form.control, name: 'serverUrl' });
  const [testing, setTesting] = useState(false);
  /** What the last test found, for the address it tested: shown only while the field still holds that address. */
  const [tested, setTested] = useState<{ address: string; outcome: TestOutcome } | null>(null);
  const [saveError, setSaveError] = useState<unknown>(null);
  const fromEnvironment = new Set(view.fromEnvironment);

  const testConnection = async () => {
    // A wrong address is said at the field, as Save says it.
    if (!(await form.trigger('serverUrl'))) return;
    const address = form.getValues('serverUrl');
    // Empty is local mode: there is no server to test.
    if (address.trim() === '') {
      setTested({ address, outcome: 'localMode' });
      return;
    }
    setTesting(true);
    setTested(null);
    try {
      setTested({ address, outcome: await call('settings:testConnection', { serverUrl: address }) });
    } catch (error) {
      notify.error(describeError(error, t, language));
    } finally {
      setTesting(false);
    }
  };

  const save = form.handleSubmit(async (values) => {
    setSaveError(null);
    try {
      await call('settings:save', values);
    } catch (error) {
      setSaveError(error);
      return;
    }
    notify.success(t('settings.saved'));
    // A fresh start of the page: the session check and every cache ask the server now in force.
    window.setTimeout(() => window.location.assign('/'), RELOAD_AFTER_SAVE_MS);
  });

  return (
    <section className={styles.page} aria-labelledby="settings-title">
      <Text as="h1" id="settings-title" size={600} weight="semibold" className={styles.heading}>
        {t('settings.title')}
      </Text>
      <Text>{t('settings.intro')}</Text>
      <Text role="note">
        {view.effective.mode === 'local' ? (
          t('settings.modeLocal')
        ) : (
          <>
            {t('settings.modeOffice')} <bdi dir="ltr">{view.effective.serverUrl}</bdi>
          </>
        )}
      </Text>
      <Text size={200} className={styles.muted}>
        {t('settings.appVersion')}: <bdi dir="ltr">{view.clientVersion}</bdi>
      </Text>

      <form className={styles.form} noValidate onSubmit={(event) => void save(event)}>
        {FIELDS.map(({ name }) => (
          <TextField
            key={name}
            control={form.control}
            name={name}
            label={t(`settings.${name}`)}
            hint={fromEnvironment.has(name) ? t('settings.fromEnvironment') : t(`settings.${name}Hint`)}
            disabled={fromEnvironment.has(name)}
            dir="ltr"
          />
        ))}
        {tested?.address === serverUrl && <ConnectionResult outcome={tested.outcome} />}
        {saveError !== null && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{describeError(saveError, t, language)}</MessageBarBody>
          </MessageBar>
        )}
        <div className={styles.actions}>
          <Button
            icon={testing ? <Spinner size="tiny" /> : <PlugConnected20Regular />}
            disabledFocusable={testing}
            onClick={() => void testConnection()}
          >
            {testing ? t('settings.testing') : t('settings.testConnection')}
          </Button>
          <Button type="submit" appearance="primary" icon={form.formState.isSubmitting ? <Spinner size="tiny" /> : <Save20Regular />} disabledFocusable={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t('settings.saving') : t('settings.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
