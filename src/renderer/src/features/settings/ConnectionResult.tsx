import { useTranslation } from 'react-i18next';
import { MessageBar, MessageBarBody, MessageBarTitle, Text } from '@fluentui/react-components';
import type { ConnectionTestResult } from '../../../../shared/entities/app-settings';
import type { Translate } from '../../i18n';

/** What 'Test connection' found: the server's answer, or that an empty address is local mode (nothing to test). */
export type TestOutcome = ConnectionTestResult | 'localMode';

/** The reason a test failed, in words in the interface's language (the versions named when they are known). */
function failureText(result: Extract<ConnectionTestResult, { ok: false }>, t: Translate): string {
  switch (result.reason) {
    case 'clientTooOld':
      return result.requiredVersion ? t('settings.clientTooOld', { version: result.requiredVersion }) : t('settings.clientTooOldNoVersion');
    case 'serverTooOld':
      return t('settings.serverTooOld', { version: result.requiredVersion ?? '' });
    default:
      return t(`settings.${result.reason}`);
  }
}

/** What 'Test connection' found, announced as it appears. */
export function ConnectionResult({ outcome }: { outcome: TestOutcome }) {
  const { t } = useTranslation();
  if (outcome === 'localMode') {
    return (
      <MessageBar intent="info" role="status">
        <MessageBarBody>{t('settings.localModeNothingToTest')}</MessageBarBody>
      </MessageBar>
    );
  }
  if (outcome.ok) {
    return (
      <MessageBar intent="success" role="status">
        <MessageBarBody>{t('settings.connectionOk', { version: outcome.serverVersion })}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <MessageBar intent="error" role="alert" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('settings.connectionFailed')}</MessageBarTitle> {failureText(outcome, t)}
        {outcome.detail && (
          // A line of its own: the technical detail reads left to right, whole, also inside Arabic.
          <Text as="p" block size={200}>
            {t('settings.detail', { detail: '' })}
            <bdi dir="ltr">{outcome.detail}</bdi>
          </Text>
        )}
      </MessageBarBody>
    </MessageBar>
  );
}
