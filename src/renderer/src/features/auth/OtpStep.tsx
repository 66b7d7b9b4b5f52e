import { useEffect, useId, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { ArrowClockwise20Regular } from '@fluentui/react-icons/headless/svg/arrow-clockwise';
import { ArrowLeft20Regular } from '@fluentui/react-icons/headless/svg/arrow-left';
import { OTP_LENGTH } from '../../../../shared/constants';
import type { OtpSent, SendOtpArgs } from '../../../../shared/ipc';
import { checkOtpCode } from '../../../../shared/sign-in-checks';
import { call, isAppError } from '../../api/backoffice';
import { PlainButton } from '../../components/plain/PlainButton';
import { PlainField } from '../../components/plain/PlainField';
import { PlainSpinner } from '../../components/plain/PlainSpinner';
import { useMirrorClass } from '../../components/useDirection';
import { formatWait, translateMessage } from '../../i18n';
import { languageAtom } from '../../state/preferences';
import { startSession } from '../../state/session';
import { OtpInput } from './OtpInput';
import { useCountdown, type Deadline } from './useCountdown';
import { usePendingCall } from './usePendingCall';
import './login.css';

const emptyCode = () => Array.from({ length: OTP_LENGTH }, () => '');

/** Refusals after which the code cannot be used any more: clear the boxes. */
const codeGoneCodes = new Set(['otp.invalid', 'otp.expired', 'otp.tooManyTries', 'otp.challengeInvalid', 'auth.noPendingOtp']);

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
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const mirror = useMirrorClass();
  const firstBox = useRef<HTMLInputElement>(null);
  const sentToId = useId();
  const countdownId = useId();
  const [secondsLeft, restartCountdown] = useCountdown(deadline);

  const [digits, setDigits] = useState(emptyCode);
  /** The message at the code (an i18n key); undefined: none. */
  const [codeMessage, setCodeMessage] = useState<string>();
  /** A submit put it there: an alert, unlike the message that follows the typing after it (IdentityStep says why). */
  const [codeAlert, setCodeAlert] = useState(false);
  /** After a first attempt, the code is checked again as the user types. */
  const [attempted, setAttempted] = useState(false);
  /** A new code was sent: said next to 'Resend code' (no toast: the login screen has no toaster). */
  const [resent, setResent] = useState(false);

  useEffect(() => {
    firstBox.current?.focus();
  }, []);

  const verify = usePendingCall(
    async (otp: string) => {
      if (!purpose) return call('auth:verifyOtp', { otp });
      await purpose.verify(otp);
      return null;
    },
    { signIn: !purpose },
  );
  const resend = usePendingCall(() => (purpose ? purpose.resend(identity) : call('auth:sendOtp', identity)), { signIn: !purpose });

  const clearCode = () => {
    setDigits(emptyCode());
    setCodeMessage(undefined);
    setAttempted(false);
    firstBox.current?.focus();
  };

  const changeDigits = (next: string[]) => {
    setDigits(next);
    if (attempted) {
      const checked = checkOtpCode(next.join(''));
      setCodeMessage(checked.ok ? undefined : checked.message);
      setCodeAlert(false);
    }
  };

  const submit = async () => {
    setAttempted(true);
    setCodeAlert(true);
    const checked = checkOtpCode(digits.join(''));
    if (!checked.ok) {
      setCodeMessage(checked.message);
      firstBox.current?.focus();
      return;
    }
    const otp = checked.value;
    setCodeMessage(undefined);
    setResent(false);
    onError(null);
    try {
      const result = await verify.start(otp);
      if (result === null) return; // the purpose's own success
      if (result.status === 'signedIn') {
        startSession(result.user);
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
        setCodeMessage(`errors.${error.code}`);
      } else {
        onError(error);
      }
    }
  };

  const requestNewCode = async () => {
    onError(null);
    setResent(false);
    try {
      const sent = await resend.start();
      restartCountdown(sent.resendAfterSeconds);
      onResent(sent);
      clearCode();
      setResent(true);
    } catch (error) {
      if (isAppError(error) && error.retryAfterSeconds) restartCountdown(error.retryAfterSeconds);
      onError(error);
    }
  };

  const codeText = translateMessage(t, codeMessage);
  const verifying = verify.pending;
  const resending = resend.pending;

  return (
    <form
      className="login-form"
      aria-label={purpose?.formName ?? t('login.verifyFormName')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!verifying) void submit();
      }}
    >
      <div className="login-sent-to">
        <span id={sentToId} className="login-sent-to-text">
          {t('login.codeSentTo')}{' '}
          <bdi dir="ltr" className="login-destination">
            {destination}
          </bdi>
        </span>
        <PlainButton
          className="login-change"
          appearance="transparent"
          size="small"
          icon={<ArrowLeft20Regular className={mirror} />}
          aria-describedby={sentToId}
          disabled={verifying}
          onClick={onChangeIdentity}
        >
          {t('login.change')}
        </PlainButton>
      </div>

      <PlainField className="login-code-field" label={t('login.codeLabel')} required message={codeText === undefined ? undefined : { text: codeText, alert: codeAlert }}>
        {(control) => <OtpInput value={digits} onChange={changeDigits} readOnly={verifying} firstBoxRef={firstBox} control={control} />}
      </PlainField>

      <PlainButton type="submit" appearance="primary" size="large" disabledFocusable={verifying} icon={verifying ? <PlainSpinner size="tiny" /> : undefined}>
        {purpose?.submitLabel ?? t('login.validateOtp')}
      </PlainButton>

      <div className="login-resend">
        <PlainButton
          appearance="subtle"
          icon={resending ? <PlainSpinner size="tiny" /> : <ArrowClockwise20Regular />}
          disabled={(secondsLeft > 0 || verifying) && !resending}
          disabledFocusable={resending}
          aria-describedby={secondsLeft > 0 ? countdownId : undefined}
          onClick={() => void requestNewCode()}
        >
          {t('login.resend')}
        </PlainButton>
        {secondsLeft > 0 && (
          <span id={countdownId} className="login-countdown plain-text-200">
            {t('login.resendIn', { wait: formatWait(secondsLeft, language) })}
          </span>
        )}
        <span role="status" className="plain-success plain-text-200">
          {resent ? t('login.codeResent') : null}
        </span>
      </div>
    </form>
  );
}
