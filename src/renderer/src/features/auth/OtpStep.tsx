import { useEffect, useId, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button, Field, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwise20Regular, ArrowLeft20Regular } from '@fluentui/react-icons';
import { OTP_LENGTH } from '../../../../shared/constants';
import { otpCodeSchema } from '../../../../shared/entities/auth';
import type { OtpSent, SendOtpArgs, SessionState } from '../../../../shared/ipc';
import { call, isAppError } from '../../api/backoffice';
import { sessionQuery } from '../../api/queries';
import { useNotify } from '../../components/notify';
import { useMirrorClass } from '../../components/useDirection';
import { formatWait, translateMessage } from '../../i18n';
import { languageAtom } from '../../state/preferences';
import { OtpInput } from './OtpInput';
import { useCountdown, type Deadline } from './useCountdown';

const otpFormSchema = z.object({
  otp: z
    .array(z.string())
    .transform((digits) => digits.join(''))
    .pipe(otpCodeSchema),
});
type OtpFormInput = z.input<typeof otpFormSchema>;
type OtpFormOutput = z.output<typeof otpFormSchema>;

const emptyCode = () => Array.from({ length: OTP_LENGTH }, () => '');

/** Refusals after which the code cannot be used any more: clear the boxes. */
const codeGoneCodes = new Set(['otp.invalid', 'otp.expired', 'otp.tooManyTries', 'otp.challengeInvalid', 'auth.noPendingOtp']);

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  sentTo: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXS,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  sentToText: { flexGrow: 1, minWidth: 0 },
  destination: { fontWeight: tokens.fontWeightSemibold, unicodeBidi: 'isolate', whiteSpace: 'nowrap' },
  change: { flexShrink: 0 },
  codeField: { justifyItems: 'center' },
  resend: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalXXS,
  },
  countdown: { color: tokens.colorNeutralForeground3, fontVariantNumeric: 'tabular-nums' },
});

/** Another use of the step than signing in (adding an admin): its own calls and names. */
export interface OtpPurpose {
  /** Checks the code; resolves when it was accepted. */
  verify(otp: string): Promise<void>;
  resend(identity: SendOtpArgs): Promise<OtpSent>;
  /** The form's accessible name and the submit button's text. */
  formName: string;
  submitLabel: string;
}

export interface OtpStepProps {
  identity: SendOtpArgs;
  /** Default: signing in ('Verify OTP' form, 'Validate OTP', auth:verifyOtp). */
  purpose?: OtpPurpose;
  destination: string;
  deadline: Deadline;
  onChangeIdentity(): void;
  onResent(sent: OtpSent): void;
  /** The code was right but the user is not an admin: not signed in (spec 4, 6). Sign-in only. */
  onNotAdmin?(): void;
  /** Shows a refusal above the form (null clears it); translated when shown. */
  onError(error: unknown): void;
}

/** Step 2: the code in 4 boxes, 'Validate OTP', a way back, and 'Resend code' after the cooldown. */
export function OtpStep({ identity, purpose, destination, deadline, onChangeIdentity, onResent, onNotAdmin, onError }: OtpStepProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const mirror = useMirrorClass();
  const firstBox = useRef<HTMLInputElement>(null);
  const sentToId = useId();
  const countdownId = useId();
  const [secondsLeft, restartCountdown] = useCountdown(deadline);

  const form = useForm<OtpFormInput, unknown, OtpFormOutput>({
    resolver: zodResolver(otpFormSchema),
    defaultValues: { otp: emptyCode() },
  });

  useEffect(() => {
    firstBox.current?.focus();
  }, []);

  // Outside sign-in, a 401 means the admin's own session ended: the app signs out.
  const verify = useMutation({
    mutationFn: async (otp: string) => {
      if (!purpose) return call('auth:verifyOtp', { otp });
      await purpose.verify(otp);
      return null;
    },
    meta: { signIn: !purpose },
  });
  const resend = useMutation({
    mutationFn: () => (purpose ? purpose.resend(identity) : call('auth:sendOtp', identity)),
    meta: { signIn: !purpose },
  });

  const clearCode = () => {
    form.reset({ otp: emptyCode() });
    firstBox.current?.focus();
  };

  const onValid = async ({ otp }: OtpFormOutput) => {
    onError(null);
    try {
      const result = await verify.mutateAsync(otp);
      if (result === null) return; // the purpose's own success
      if (result.status === 'signedIn') {
        // The session atom reads this cache entry: the shell replaces the login screen.
        const session: SessionState = { signedIn: true, user: result.user };
        queryClient.setQueryData(sessionQuery.queryKey, session);
      } else {
        onNotAdmin?.();
      }
    } catch (error) {
      if (!purpose && isAppError(error, 'auth.notAdmin')) {
        onNotAdmin?.();
        return;
      }
      if (isAppError(error) && codeGoneCodes.has(error.code)) {
        clearCode();
        // A message key: shown in place, in whatever language is current.
        form.setError('otp', { type: 'server', message: `errors.${error.code}` });
      } else {
        onError(error);
      }
    }
  };

  const requestNewCode = async () => {
    onError(null);
    try {
      const sent = await resend.mutateAsync();
      restartCountdown(sent.resendAfterSeconds);
      onResent(sent);
      clearCode();
      notify.success(t('login.codeResent'));
    } catch (error) {
      if (isAppError(error) && error.retryAfterSeconds) restartCountdown(error.retryAfterSeconds);
      onError(error);
    }
  };

  const verifying = verify.isPending;
  const resending = resend.isPending;

  return (
    <form className={styles.form} aria-label={purpose?.formName ?? t('login.verifyFormName')} noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <div className={styles.sentTo}>
        <Text id={sentToId} className={styles.sentToText}>
          {t('login.codeSentTo')}{' '}
          <bdi dir="ltr" className={styles.destination}>
            {destination}
          </bdi>
        </Text>
        <Button
          className={styles.change}
          appearance="transparent"
          size="small"
          icon={<ArrowLeft20Regular className={mirror} />}
          aria-describedby={sentToId}
          disabled={verifying}
          onClick={onChangeIdentity}
        >
          {t('login.change')}
        </Button>
      </div>

      <Controller
        control={form.control}
        name="otp"
        render={({ field, fieldState }) => (
          <Field
            className={styles.codeField}
            label={t('login.codeLabel')}
            required
            validationMessage={translateMessage(t, fieldState.error?.message)}
          >
            {(fieldProps) => (
              <OtpInput
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                readOnly={verifying}
                firstBoxRef={(element) => {
                  firstBox.current = element;
                  field.ref(element);
                }}
                fieldProps={fieldProps}
              />
            )}
          </Field>
        )}
      />

      <Button
        type="submit"
        appearance="primary"
        size="large"
        disabledFocusable={verifying}
        icon={verifying ? <Spinner size="tiny" /> : undefined}
      >
        {purpose?.submitLabel ?? t('login.validateOtp')}
      </Button>

      <div className={styles.resend}>
        <Button
          appearance="subtle"
          icon={resending ? <Spinner size="tiny" /> : <ArrowClockwise20Regular />}
          disabled={secondsLeft > 0 || verifying}
          disabledFocusable={resending}
          aria-describedby={secondsLeft > 0 ? countdownId : undefined}
          onClick={() => void requestNewCode()}
        >
          {t('login.resend')}
        </Button>
        {secondsLeft > 0 && (
          <Text id={countdownId} className={styles.countdown} size={200}>
            {t('login.resendIn', { wait: formatWait(secondsLeft, language) })}
          </Text>
        )}
      </div>
    </form>
  );
}
