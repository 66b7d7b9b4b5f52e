/** What a list shows instead of its table when its rows could not be loaded: why, in the user's language, and a retry. */
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { describeError } from '../../i18n/errors';
import { languageAtom } from '../../state/preferences';

export function ListLoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  return (
    <MessageBar intent="error">
      <MessageBarBody>{describeError(error, t, language)}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={onRetry}>{t('app.retry')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
