import { useState, type MouseEvent } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { HeartCircle24Filled } from '@fluentui/react-icons/headless/svg/heart-circle';
import { Settings20Regular } from '@fluentui/react-icons/headless/svg/settings';
import type { OtpSent, SendOtpArgs } from '../../../../shared/ipc';
import { AppError } from '../../api/backoffice';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { PlainButtonLink } from '../../components/plain/PlainButton';
import { PlainNotice } from '../../components/plain/PlainNotice';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { describeError } from '../../i18n/errors';
import { languageAtom } from '../../state/preferences';
import { signOutReasonAtom } from '../../state/session';
import { IdentityStep, type IdentityFormValues } from './IdentityStep';
import { OtpStep } from './OtpStep';
import { deadlineIn, type Deadline } from './useCountdown';
import './login.css';

type Step =
  | { kind: 'identity' }
  | { kind: 'otp'; identity: SendOtpArgs; destination: string; deadline: Deadline };

const emptyIdentity: IdentityFormValues = { channel: 'mobile', mobile_number: '', email: '' };

export interface LoginPageProps {
  /** A code was sent: the user is about to sign in (the app starts loading what follows). */
  onCodeSent?(): void;
  /** Opens the app's settings (which server to sign in to). */
  onOpenSettings?(event: MouseEvent): void;
}

/**
 * Sign-in by one-time code (spec 2.1, 4 'Login', 5). Only admins get past it. The first screen
 * most starts draw: plain elements and static styles (components/plain), no Fluent.
 */
export function LoginPage({ onCodeSent, onOpenSettings }: LoginPageProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'identity' });
  const [identityValues, setIdentityValues] = useState<IdentityFormValues>(emptyIdentity);
  /** The last refusal (an AppError or anything thrown), translated when shown. */
  const [problem, setProblem] = useState<unknown>(null);
  const [signOutReason, setSignOutReason] = useAtom(signOutReasonAtom);
  const language = useAtomValue(languageAtom);

  const showProblem = (error: unknown) => {
    setProblem(error);
    if (error) setSignOutReason(null);
  };

  const onSent = (identity: SendOtpArgs, values: IdentityFormValues, sent: OtpSent) => {
    setIdentityValues(values);
    setSignOutReason(null);
    setStep({ kind: 'otp', identity, destination: sent.destination, deadline: deadlineIn(sent.resendAfterSeconds) });
    onCodeSent?.();
  };

  useDocumentTitle(step.kind === 'identity' ? t('login.title') : t('login.verifyTitle'));

  const notice = problem
    ? describeError(problem, t, language)
    : signOutReason === 'sessionLost'
      ? t('login.sessionEnded')
      : null;

  return (
    <div className="login-page">
      <header className="login-header">
        {onOpenSettings && (
          <PlainButtonLink href="/settings" appearance="subtle" icon={<Settings20Regular />} onClick={onOpenSettings}>
            {t('login.openSettings')}
          </PlainButtonLink>
        )}
        <LanguageSwitch />
      </header>
      <main className="login-main">
        <section className="login-card" aria-labelledby="login-title">
          <div className="login-brand">
            <span className="login-logo" aria-hidden="true">
              <HeartCircle24Filled />
            </span>
            <div className="login-brand-text">
              <span className="plain-semibold plain-text-400">{t('app.name')}</span>
              <span className="plain-text-200 plain-muted">{t('app.tagline')}</span>
            </div>
          </div>

          <div className="login-title-block">
            <h1 id="login-title" className="plain-heading plain-text-700">
              {step.kind === 'identity' ? t('login.title') : t('login.verifyTitle')}
            </h1>
            {step.kind === 'identity' && <span className="plain-secondary">{t('login.intro')}</span>}
          </div>

          {notice && (
            <PlainNotice key={notice} intent={problem ? 'error' : 'warning'}>
              {notice}
            </PlainNotice>
          )}

          {step.kind === 'identity' ? (
            <IdentityStep defaultValues={identityValues} onSent={onSent} onError={showProblem} />
          ) : (
            <OtpStep
              identity={step.identity}
              destination={step.destination}
              deadline={step.deadline}
              onChangeIdentity={() => {
                setProblem(null);
                setStep({ kind: 'identity' });
              }}
              onResent={(sent) => setStep({ ...step, destination: sent.destination })}
              onNotAdmin={() => {
                setStep({ kind: 'identity' });
                showProblem(new AppError({ code: 'auth.notAdmin', message: '' }));
              }}
              onError={showProblem}
            />
          )}
        </section>
      </main>
    </div>
  );
}
