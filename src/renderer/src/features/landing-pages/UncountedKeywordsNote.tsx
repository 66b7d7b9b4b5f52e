/**
 * Says, where a page's link is handed over, that some of its SMS keywords are not counted: their
 * messages would count for something else (the record is switched off, a campaign's dates do not
 * include the day), so the page's bar does not move. Nothing when every keyword counts.
 */
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

export function UncountedKeywordsNote({ keywords }: { keywords: readonly string[] }) {
  const { t } = useTranslation();
  if (keywords.length === 0) return null;
  return (
    <MessageBar intent="warning">
      <MessageBarBody>
        {t('landingPages.uncountedKeywords')}{' '}
        {keywords.map((keyword, index) => (
          <span key={keyword}>
            {index > 0 && ', '}
            <bdi dir="ltr">{keyword}</bdi>
          </span>
        ))}
      </MessageBarBody>
    </MessageBar>
  );
}
