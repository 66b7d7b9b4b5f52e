import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { OtpSent, SendOtpArgs } from '../../../../shared/ipc';
import { registry } from '../../../../shared/registry';
import { call } from '../../api/backoffice';
import { queryKeys } from '../../api/queries';
import { useScreenTitle } from '../../screens/currentScreen';
import { useNotify } from '../../components/notify';
import { describeError } from '../../i18n/errors';
import { languageAtom } from '../../state/preferences';
import { IdentityStep, type IdentityFormValues, type IdentityPurpose } from '../auth/IdentityStep';
import { OtpStep, type OtpPurpose } from '../auth/OtpStep';
import { deadlineIn, type Deadline } from '../auth/useCountdown';
import { cardStyle } from '../../components/surface';

const LIST_PATH = registry.adminUsers.screens.list;

type Step =
  | { kind: 'identity' }
  | { kind: 'otp'; identity: SendOtpArgs; destination: string; deadline: Deadline };

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '520px' },
  title: { margin: 0 },
  card: cardStyle,
  stepTitle: { margin: 0 },
  intro: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex' },
});

const emptyIdentity: IdentityFormValues = { channel: 'mobile', mobile_number: '', email: '' };

/**
 * Add an admin (spec 2.19, 4 'Admin creation'): step 0 sends a code to the new admin's
 * mobile number or email, step 1 checks the code they received; the server then makes them
 * an admin (creating the user if needed) and the list shows them. The signed-in admin's own
 * session is untouched: the steps of the login, with the admins:* calls.
 */
export default function AddAdminPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const title = useScreenTitle();
  const [step, setStep] = useState<Step>({ kind: 'identity' });
  const [identityValues, setIdentityValues] = useState<IdentityFormValues>(emptyIdentity);
  /** The last refusal, translated when shown. */
  const [problem, setProblem] = useState<unknown>(null);

  const identityPurpose = useMemo<IdentityPurpose>(
    () => ({
      send: (args) => call('admins:sendOtp', args),
      formName: t('adminUsers.addFormName'),
      switchLabel: t('adminUsers.addBy'),
    }),
    [t],
  );
  const otpPurpose = useMemo<OtpPurpose>(
    () => ({
      verify: async (otp) => {
        await call('admins:verifyOtp', { otp });
        notify.success(t('adminUsers.added'));
        void queryClient.invalidateQueries({ queryKey: queryKeys.resource('adminUsers') });
        navigate(LIST_PATH);
      },
      resend: (identity) => call('admins:sendOtp', identity),
      formName: t('adminUsers.verifyFormName'),
      submitLabel: t('adminUsers.verifyOtp'),
    }),
    [t, notify, queryClient, navigate],
  );

  const onSent = (identity: SendOtpArgs, values: IdentityFormValues, sent: OtpSent) => {
    setIdentityValues(values);
    setStep({ kind: 'otp', identity, destination: sent.destination, deadline: deadlineIn(sent.resendAfterSeconds) });
  };

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <Text as="h1" id="page-title" size={700} weight="semibold" className={styles.title}>
        {title}
      </Text>
      <div className={styles.card}>
        {step.kind === 'identity' ? (
          <Text className={styles.intro}>{t('adminUsers.addIntro')}</Text>
        ) : (
          <Text as="h2" size={500} weight="semibold" className={styles.stepTitle}>
            {t('adminUsers.verifyTitle')}
          </Text>
        )}
        {problem !== null && (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>{describeError(problem, t, language)}</MessageBarBody>
          </MessageBar>
        )}
        {step.kind === 'identity' ? (
          <IdentityStep defaultValues={identityValues} purpose={identityPurpose} onSent={onSent} onError={setProblem} />
        ) : (
          <OtpStep
            identity={step.identity}
            purpose={otpPurpose}
            destination={step.destination}
            deadline={step.deadline}
            onChangeIdentity={() => {
              setProblem(null);
              setStep({ kind: 'identity' });
            }}
            onResent={(sent) => setStep({ ...step, destination: sent.destination })}
            onError={setProblem}
          />
        )}
      </div>
      <div className={styles.actions}>
        <Button onClick={() => navigate(LIST_PATH)}>{t('common.cancel')}</Button>
      </div>
    </section>
  );
}
