/**
 * The top bar's publishing buttons (spec 2.1 order: 'Update Cases', 'Update Projects',
 * 'Update Website Blogs'), each with a status line beneath it: when its content was last
 * published (the full date in the tooltip), that a publication runs or failed, and a dot when
 * projects or cases changed since they were published. The line describes its button
 * (aria-describedby), so a screen reader hears it with the button's name.
 */
import { useId, type JSX } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, Spinner, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowSync20Regular, Globe20Regular } from '@fluentui/react-icons';
import type { PublishFailure, SnapshotKind, SnapshotState, WebsiteBlogsState } from '../../../../shared/entities/publishing';
import { visuallyHidden } from '../../components/visuallyHidden';
import { formatDateTime, localeOf, type TranslationKey } from '../../i18n';
import { languageAtom } from '../../state/preferences';
import { shortPublishedTime } from './publishedTime';
import { useSnapshotPublish, useWebsiteBlogsPublish, type PublishAction } from './usePublishActions';
import { usePublishingStatus } from './usePublishingStatus';

const useStyles = makeStyles({
  group: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  control: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', minWidth: 0 },
  status: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    minHeight: tokens.lineHeightBase200,
    paddingInlineStart: tokens.spacingHorizontalXS,
    color: tokens.colorNeutralForeground3,
    whiteSpace: 'nowrap',
  },
  failed: { color: tokens.colorPaletteRedForeground1 },
  dot: {
    flexShrink: 0,
    inlineSize: '8px',
    blockSize: '8px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorStatusWarningForeground1,
  },
  visuallyHidden,
});

const SNAPSHOT_LABELS: Record<SnapshotKind, TranslationKey> = {
  causes: 'publishing.updateCauses',
  projects: 'publishing.updateProjects',
};

interface StatusLine {
  text: string;
  /** The tooltip: the full date, or why it failed. */
  title?: string;
  failed?: boolean;
  unpublished?: boolean;
}

function PublishControl({ label, icon, action, line }: { label: string; icon: JSX.Element; action: PublishAction; line: StatusLine }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const statusId = useId();
  return (
    <div className={styles.control}>
      <Button icon={action.busy ? <Spinner size="tiny" /> : icon} disabledFocusable={action.busy} aria-describedby={statusId} onClick={action.press}>
        {label}
      </Button>
      <Text id={statusId} size={200} title={line.title} className={mergeClasses(styles.status, line.failed && styles.failed)}>
        {line.text}
        {/* The reason is the tooltip's for the eye, and said with the line to a screen reader. */}
        {line.failed && line.title && <span className={styles.visuallyHidden}>{`: ${line.title}`}</span>}
        {line.unpublished && (
          <>
            <span className={styles.dot} aria-hidden="true" title={t('publishing.unpublishedChanges')} />
            <span className={styles.visuallyHidden}>{t('publishing.unpublishedNote')}</span>
          </>
        )}
      </Text>
    </div>
  );
}

/** What the line says of the last publication (running, failed, done or never); nothing while the status loads. */
function useLastPublication() {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  // The locale of `formatDateTime`: en-US in English, Arabic with Latin digits.
  const locale = language === 'en' ? 'en-US' : localeOf(language);
  return (state: { lastPublishedAt: string | null; lastFailure: PublishFailure | null } | undefined, unavailable: boolean): StatusLine => {
    if (!state) return { text: unavailable ? t('publishing.statusUnavailable') : '' };
    const now = new Date();
    const failure = state.lastFailure;
    // A failure is told until a later publication succeeds.
    if (failure && !(state.lastPublishedAt && Date.parse(state.lastPublishedAt) > Date.parse(failure.at))) {
      return { text: t('publishing.failedAt', { time: shortPublishedTime(failure.at, now, locale) }), title: failure.message, failed: true };
    }
    if (state.lastPublishedAt) {
      return { text: t('publishing.publishedAt', { time: shortPublishedTime(state.lastPublishedAt, now, locale) }), title: formatDateTime(state.lastPublishedAt, language) };
    }
    return { text: t('publishing.neverPublished') };
  };
}

function SnapshotPublishControl({ kind, state, unavailable }: { kind: SnapshotKind; state: SnapshotState | undefined; unavailable: boolean }) {
  const { t } = useTranslation();
  const action = useSnapshotPublish(kind, state);
  const lastPublication = useLastPublication();
  const line = state?.running ? { text: t('publishing.running') } : lastPublication(state, unavailable);
  return (
    <PublishControl
      label={t(SNAPSHOT_LABELS[kind])}
      icon={<ArrowSync20Regular />}
      action={action}
      line={{ ...line, unpublished: state?.unpublishedChanges === true }}
    />
  );
}

function WebsiteBlogsControl({ state, unavailable }: { state: WebsiteBlogsState | undefined; unavailable: boolean }) {
  const { t } = useTranslation();
  const action = useWebsiteBlogsPublish(state);
  const lastPublication = useLastPublication();
  let line: StatusLine;
  if (action.busy) line = { text: t('publishing.running') };
  else if (state?.configured === false) line = { text: t('publishing.notConfigured') };
  else line = lastPublication(state, unavailable);
  return <PublishControl label={t('publishing.updateWebsiteBlogs')} icon={<Globe20Regular />} action={action} line={line} />;
}

export function PublishingButtons() {
  const styles = useStyles();
  const { t } = useTranslation();
  const status = usePublishingStatus();
  const unavailable = status.isError && !status.data;
  return (
    <div role="group" aria-label={t('publishing.group')} className={styles.group}>
      <SnapshotPublishControl kind="causes" state={status.data?.causes} unavailable={unavailable} />
      <SnapshotPublishControl kind="projects" state={status.data?.projects} unavailable={unavailable} />
      <WebsiteBlogsControl state={status.data?.websiteBlogs} unavailable={unavailable} />
    </div>
  );
}
