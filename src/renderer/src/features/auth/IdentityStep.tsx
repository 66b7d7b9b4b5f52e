import { useEffect, useId, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button, Field, Input, Spinner, Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Mail20Regular, Phone20Regular } from '@fluentui/react-icons';
import { UAE_MOBILE_PLACEHOLDER } from '../../../../shared/constants';
import { identityChannels, type IdentityChannel } from '../../../../shared/entities/auth';
import { sendOtpArgsSchema, type OtpSent, type SendOtpArgs } from '../../../../shared/ipc';
import { call, isAppError } from '../../api/backoffice';
import { translateMessage } from '../../i18n';
import { languageAtom } from '../../state/preferences';
import { toAsciiDigits } from './digits';

/** The form keeps both identities; the shared IPC schema validates the chosen one. */
const identityFormSchema = z
  .object({ channel: z.enum(identityChannels), mobile_number: z.string(), email: z.string() })
  .transform(({ channel, mobile_number, email }) =>
    channel === 'mobile' ? { channel, mobile_number } : { channel, email },
  )
  .pipe(sendOtpArgsSchema);

export type IdentityFormValues = z.input<typeof identityFormSchema>;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  switch: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  tabs: {
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingVerticalXXS,
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
  },
  /**
   * Numbers and addresses are left-to-right inputs; in the Arabic layout their text keeps to
   * the page's start edge, which is the input's end edge.
   */
  alignToPageStart: { textAlign: 'end' },
  submit: { marginBlockStart: tokens.spacingVerticalS },
});

/** What differs between the mobile-number and the email-address field. */
const identityInputs = {
  mobile: {
    name: 'mobile_number',
    label: 'login.mobile',
    icon: <Phone20Regular />,
    normalize: toAsciiDigits,
    attributes: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel', placeholder: UAE_MOBILE_PLACEHOLDER, maxLength: 20 },
  },
  email: {
    name: 'email',
    label: 'login.email',
    icon: <Mail20Regular />,
    normalize: (value: string) => value,
    attributes: { type: 'email', autoComplete: 'email', placeholder: 'name@example.org', maxLength: 254 },
  },
} as const satisfies Record<IdentityChannel, object>;

/** Another use of the step than signing in (adding an admin): its own call and names. */
export interface IdentityPurpose {
  send(args: SendOtpArgs): Promise<OtpSent>;
  /** The form's accessible name. */
  formName: string;
  /** The label of the mobile/email switch. */
  switchLabel: string;
}

export interface IdentityStepProps {
  defaultValues: IdentityFormValues;
  /** Default: signing in ('Sign in', 'Sign In by', auth:sendOtp). */
  purpose?: IdentityPurpose;
  onSent(identity: SendOtpArgs, values: IdentityFormValues, sent: OtpSent): void;
  /** Shows a refusal above the form (null clears it); translated when shown. */
  onError(error: unknown): void;
}

/** Step 1: choose mobile number or email address and request a code ('Send OTP'). */
export function IdentityStep({ defaultValues, purpose, onSent, onError }: IdentityStepProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const switchLabelId = useId();
  const identityInput = useRef<HTMLInputElement>(null);

  const form = useForm<IdentityFormValues, unknown, SendOtpArgs>({
    resolver: zodResolver(identityFormSchema),
    defaultValues,
  });
  const channel = useWatch({ control: form.control, name: 'channel' });

  const sendOtp = useMutation({
    mutationFn: (args: SendOtpArgs) => (purpose ? purpose.send(args) : call('auth:sendOtp', args)),
    // Outside sign-in, a 401 means the admin's own session ended: the app signs out.
    meta: { signIn: !purpose },
  });

  useEffect(() => {
    identityInput.current?.focus();
  }, []);

  const onValid = async (args: SendOtpArgs) => {
    onError(null);
    try {
      const sent = await sendOtp.mutateAsync(args);
      onSent(args, form.getValues(), sent);
    } catch (error) {
      const field = identityInputs[args.channel].name;
      const fieldMessage = isAppError(error) ? error.fields?.[field] : undefined;
      if (fieldMessage) form.setError(field, { type: 'server', message: fieldMessage }, { shouldFocus: true });
      else onError(error);
    }
  };

  const selectChannel = (next: IdentityChannel) => {
    form.setValue('channel', next);
    form.clearErrors();
    onError(null);
  };

  const busy = sendOtp.isPending;
  const ltrClass = language === 'ar' ? styles.alignToPageStart : undefined;
  const fieldError = (message: string | undefined) => translateMessage(t, message);

  return (
    <form className={styles.form} aria-label={purpose?.formName ?? t('login.formName')} noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <div className={styles.switch}>
        <Text id={switchLabelId} weight="semibold">
          {purpose?.switchLabel ?? t('login.signInBy')}
        </Text>
        <TabList
          className={styles.tabs}
          aria-labelledby={switchLabelId}
          selectedValue={channel}
          onTabSelect={(_event, data) => selectChannel(data.value as IdentityChannel)}
          appearance="subtle"
        >
          <Tab value="mobile" icon={<Phone20Regular />}>
            {t('login.mobile')}
          </Tab>
          <Tab value="email" icon={<Mail20Regular />}>
            {t('login.email')}
          </Tab>
        </TabList>
      </div>

      <Controller
        // One field per channel: switching remounts it, so each keeps its own value and focus.
        key={channel}
        control={form.control}
        name={identityInputs[channel].name}
        render={({ field, fieldState }) => {
          const input = identityInputs[channel];
          return (
            <Field label={t(input.label)} required validationMessage={fieldError(fieldState.error?.message)}>
              <Input
                ref={(element) => {
                  field.ref(element);
                  identityInput.current = element;
                }}
                name={field.name}
                value={field.value}
                onChange={(_event, data) => field.onChange(input.normalize(data.value))}
                onBlur={field.onBlur}
                {...input.attributes}
                dir="ltr"
                input={{ className: ltrClass }}
                size="large"
                contentBefore={input.icon}
                readOnly={busy}
              />
            </Field>
          );
        }}
      />

      <Button
        type="submit"
        appearance="primary"
        size="large"
        className={styles.submit}
        disabledFocusable={busy}
        icon={busy ? <Spinner size="tiny" /> : undefined}
      >
        {t('login.sendOtp')}
      </Button>
    </form>
  );
}
