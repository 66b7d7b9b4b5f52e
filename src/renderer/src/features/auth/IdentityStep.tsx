import { useEffect, useId, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Mail20Regular } from '@fluentui/react-icons/headless/svg/mail';
import { Phone20Regular } from '@fluentui/react-icons/headless/svg/phone';
import { UAE_MOBILE_PLACEHOLDER } from '../../../../shared/constants';
import type { OtpSent, SendOtpArgs } from '../../../../shared/ipc';
import { EMAIL_MAX_LENGTH, checkEmail, checkMobileNumber, identityChannels, type IdentityChannel, type SignInCheck } from '../../../../shared/sign-in-checks';
import { call, isAppError } from '../../api/backoffice';
import { PlainButton } from '../../components/plain/PlainButton';
import { PlainField } from '../../components/plain/PlainField';
import { PlainInput } from '../../components/plain/PlainInput';
import { PlainSpinner } from '../../components/plain/PlainSpinner';
import { translateMessage } from '../../i18n';
import { languageAtom } from '../../state/preferences';
import { ChannelTabs, channelTabIds } from './ChannelTabs';
import { toAsciiDigits } from './digits';
import { usePendingCall } from './usePendingCall';
import './login.css';

/** The form keeps both identities; only the chosen one is checked and sent. */
export interface IdentityFormValues {
  channel: IdentityChannel;
  mobile_number: string;
  email: string;
}

/** The chosen identity as the IPC contract's `sendOtpArgsSchema` takes it, or the message at its field. */
function checkIdentity(values: IdentityFormValues): { args: SendOtpArgs } | { message: string } {
  const check: SignInCheck = values.channel === 'mobile' ? checkMobileNumber(values.mobile_number) : checkEmail(values.email);
  if (!check.ok) return { message: check.message };
  return { args: values.channel === 'mobile' ? { channel: 'mobile', mobile_number: check.value } : { channel: 'email', email: check.value } };
}

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
    attributes: { type: 'email', autoComplete: 'email', placeholder: 'name@example.org', maxLength: EMAIL_MAX_LENGTH },
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
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const switchLabelId = useId();
  const tabsId = useId();
  const identityInput = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState(defaultValues);
  /**
   * The message at the field (an i18n key or the server's text; undefined: none), and whether a
   * submit put it there: that one is an alert (the focus is often in the field already, so moving
   * it there says nothing), while the message that follows the typing after it is read with the field.
   */
  const [message, setMessage] = useState<{ text: string; fromSubmit: boolean }>();
  const setFieldMessage = (text: string | undefined, fromSubmit = false) => setMessage(text === undefined ? undefined : { text, fromSubmit });
  /** After a first attempt, the field is checked again as the user types (as forms of the kit do). */
  const [attempted, setAttempted] = useState(false);
  const channel = values.channel;
  const input = identityInputs[channel];

  const sendOtp = usePendingCall((args: SendOtpArgs) => (purpose ? purpose.send(args) : call('auth:sendOtp', args)), {
    signIn: !purpose,
  });

  useEffect(() => {
    identityInput.current?.focus();
  }, []);

  const showFieldMessage = (text: string) => {
    setFieldMessage(text, true);
    identityInput.current?.focus();
  };

  const submit = async () => {
    setAttempted(true);
    const checked = checkIdentity(values);
    if ('message' in checked) {
      showFieldMessage(checked.message);
      return;
    }
    setFieldMessage(undefined);
    onError(null);
    try {
      const sent = await sendOtp.start(checked.args);
      onSent(checked.args, values, sent);
    } catch (error) {
      const serverMessage = isAppError(error) ? error.fields?.[input.name] : undefined;
      if (serverMessage) showFieldMessage(serverMessage);
      else onError(error);
    }
  };

  const changeValue = (text: string) => {
    const next = { ...values, [input.name]: input.normalize(text) };
    setValues(next);
    if (attempted) {
      const checked = checkIdentity(next);
      setFieldMessage('message' in checked ? checked.message : undefined);
    }
  };

  const selectChannel = (next: IdentityChannel) => {
    if (next === channel) return;
    setValues({ ...values, channel: next });
    setFieldMessage(undefined);
    setAttempted(false);
    onError(null);
  };

  const busy = sendOtp.pending;
  /**
   * Numbers and addresses are left-to-right inputs; in the Arabic layout their text keeps to
   * the page's start edge, which is the input's end edge.
   */
  const ltrClass = language === 'ar' ? 'login-align-to-page-start' : undefined;

  return (
    <form
      className="login-form"
      aria-label={purpose?.formName ?? t('login.formName')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void submit();
      }}
    >
      <div className="login-switch">
        <span id={switchLabelId} className="plain-semibold">
          {purpose?.switchLabel ?? t('login.signInBy')}
        </span>
        <ChannelTabs
          idPrefix={tabsId}
          aria-labelledby={switchLabelId}
          tabs={identityChannels.map((value) => ({ value, label: t(identityInputs[value].label), icon: identityInputs[value].icon }))}
          selected={channel}
          onSelect={selectChannel}
        />
      </div>

      {identityChannels.map((value) => {
        // One panel per tab (its `aria-controls`), each with its own field; the other tab's is hidden.
        // Not named after its tab (`aria-labelledby`): the field in it says the same words, so a screen
        // reader would say 'Mobile Number' twice, and a search by that label would find two things.
        const ids = channelTabIds(tabsId, value);
        const shown = value === channel;
        const text = shown && message ? translateMessage(t, message.text) : undefined;
        const fieldMessage = text === undefined ? undefined : { text, alert: message?.fromSubmit ?? false };
        const panelInput = identityInputs[value];
        return (
          <div key={value} role="tabpanel" id={ids.panel} hidden={!shown}>
            <PlainField label={t(panelInput.label)} required message={fieldMessage}>
              {(control) => (
                <PlainInput
                  {...control}
                  ref={shown ? identityInput : undefined}
                  name={panelInput.name}
                  value={values[panelInput.name]}
                  onChange={(event) => changeValue(event.target.value)}
                  {...panelInput.attributes}
                  dir="ltr"
                  className={ltrClass}
                  size="large"
                  contentBefore={panelInput.icon}
                  readOnly={busy}
                />
              )}
            </PlainField>
          </div>
        );
      })}

      <PlainButton type="submit" appearance="primary" size="large" className="login-submit" disabledFocusable={busy} icon={busy ? <PlainSpinner size="tiny" /> : undefined}>
        {t('login.sendOtp')}
      </PlainButton>
    </form>
  );
}
