import { useTranslation } from 'react-i18next';
import { MessageBar, MessageBarBody, MessageBarTitle, Text } from '@fluentui/react-components';
import type { ConnectionTestResult } from '../../../../shared/entities/app-settings';
import type { Translate } from '../../i18n';

/** The reason a test failed, in words (the versions named when they are known). */
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
export function ConnectionResult({ result }: { result: ConnectionTestResult }) {
  const { t } = useTranslation();
  if (result.ok) {
    return (
      <MessageBar intent="success" role="status">
        <MessageBarBody>{t('settings.connectionOk', { version: result.serverVersion })}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <MessageBar intent="error" role="alert" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('settings.connectionFailed')}</MessageBarTitle> {failureText(result, t)}
        {result.detail && (
          // A line of its own: the technical detail reads left to right, whole, also inside Arabic.
          <Text as="p" block size={200}>
            {t('settings.detail', { detail: '' })}
            <bdi dir="ltr">{result.detail}</bdi>
          </Text>
        )}
      </MessageBarBody>
    </MessageBar>
  );
}
