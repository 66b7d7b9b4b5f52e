import { useState, type MouseEvent } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import { HeartCircle24Filled, Settings20Regular } from '@fluentui/react-icons';
import type { OtpSent, SendOtpArgs } from '../../../../shared/ipc';
import { AppError } from '../../api/backoffice';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { describeError } from '../../i18n/errors';
import { languageAtom } from '../../state/preferences';
import { signOutReasonAtom } from '../../state/session';
import { IdentityStep, type IdentityFormValues } from './IdentityStep';
import { OtpStep } from './OtpStep';
import { deadlineIn, type Deadline } from './useCountdown';

type Step =
  | { kind: 'identity' }
  | { kind: 'otp'; identity: SendOtpArgs; destination: string; deadline: Deadline };

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground2,
    backgroundImage: `linear-gradient(160deg, ${tokens.colorBrandBackground2} 0%, ${tokens.colorNeutralBackground2} 55%)`,
  },
  header: {
    display: 'flex',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalXL,
  },
  main: {
    flexGrow: 1,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    paddingBlock: tokens.spacingVerticalXL,
    paddingInline: tokens.spacingHorizontalL,
  },
  card: {
    width: '100%',
    maxWidth: '440px',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXL,
    paddingBlock: tokens.spacingVerticalXXXL,
    paddingInline: tokens.spacingHorizontalXXXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow16,
    '@media (max-width: 480px)': {
      paddingInline: tokens.spacingHorizontalXL,
    },
  },
  brand: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  logo: {
    display: 'grid',
    placeItems: 'center',
    width: '44px',
    height: '44px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
  },
  brandText: { display: 'flex', flexDirection: 'column' },
  heading: { margin: 0 },
  tagline: { color: tokens.colorNeutralForeground3 },
  titleBlock: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  intro: { color: tokens.colorNeutralForeground2 },
});

const emptyIdentity: IdentityFormValues = { channel: 'mobile', mobile_number: '', email: '' };

export interface LoginPageProps {
  /** A code was sent: the user is about to sign in (the app starts loading what follows). */
  onCodeSent?(): void;
  /** Opens the app's settings (which server to sign in to). */
  onOpenSettings?(event: MouseEvent): void;
}

/** Sign-in by one-time code (spec 2.1, 4 'Login', 5). Only admins get past it. */
export function LoginPage({ onCodeSent, onOpenSettings }: LoginPageProps) {
  const styles = useStyles();
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
    <div className={styles.page}>
      <header className={styles.header}>
        {onOpenSettings && (
          <Button as="a" href="/settings" appearance="subtle" icon={<Settings20Regular />} onClick={onOpenSettings}>
            {t('login.openSettings')}
          </Button>
        )}
        <LanguageSwitch />
      </header>
      <main className={styles.main}>
        <section className={styles.card} aria-labelledby="login-title">
          <div className={styles.brand}>
            <span className={styles.logo} aria-hidden="true">
              <HeartCircle24Filled />
            </span>
            <div className={styles.brandText}>
              <Text weight="semibold" size={400}>
                {t('app.name')}
              </Text>
              <Text size={200} className={styles.tagline}>
                {t('app.tagline')}
              </Text>
            </div>
          </div>

          <div className={styles.titleBlock}>
            <Text as="h1" id="login-title" size={700} weight="semibold" className={styles.heading}>
              {step.kind === 'identity' ? t('login.title') : t('login.verifyTitle')}
            </Text>
            {step.kind === 'identity' && <Text className={styles.intro}>{t('login.intro')}</Text>}
          </div>

          {notice && (
            <MessageBar key={notice} intent={problem ? 'error' : 'warning'} layout="multiline">
              <MessageBarBody>{notice}</MessageBarBody>
            </MessageBar>
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
