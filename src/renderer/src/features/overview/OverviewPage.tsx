/**
 * The overview at `/` (spec 2.20): a card for banners, projects, urgent cases and memorial
 * persons, each saying when one was last added and last updated ('—' when there is none yet)
 * and opening its list. The times are read afresh each time the screen opens.
 */
import { useEffect, type MouseEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Link, MessageBar, MessageBarActions, MessageBarBody, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { LatestTimes, OverviewStats } from '../../../../shared/ipc';
import { registry } from '../../../../shared/registry';
import { call } from '../../api/backoffice';
import { CenteredSpinner } from '../../components/CenteredSpinner';
import { useNotify } from '../../components/notify';
import { cardStyle } from '../../components/surface';
import { formatDateTime, type TranslationKey } from '../../i18n';
import { describeError } from '../../i18n/errors';
import { useScreenTitle } from '../../screens/currentScreen';
import { languageAtom } from '../../state/preferences';
import { visuallyHidden } from '../../components/visuallyHidden';

const CARDS: ReadonlyArray<{ key: keyof OverviewStats; label: TranslationKey; list: string }> = [
  { key: 'banners', label: 'overview.banners', list: registry.banners.screens.list },
  { key: 'projects', label: 'overview.projects', list: registry.projects.screens.list },
  { key: 'causes', label: 'overview.causes', list: registry.causes.screens.list },
  { key: 'memorials', label: 'overview.memorials', list: registry.memorials.screens.list },
];

const overviewQuery = {
  queryKey: ['overview', 'stats'] as const,
  queryFn: () => call('overview:stats'),
  // Each visit shows what is on the server now.
  staleTime: 0,
};

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px' },
  title: { margin: 0 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  card: { ...cardStyle, gap: tokens.spacingVerticalM },
  cardTitle: { margin: 0 },
  times: { display: 'grid', gap: tokens.spacingVerticalXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  visuallyHidden,
});

/** One time, or '—' (said as 'Nothing yet') when there is none. */
function TimeValue({ iso }: { iso: string | null }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  if (iso === null) {
    return (
      <>
        <span aria-hidden="true">{t('overview.none')}</span>
        <span className={styles.visuallyHidden}>{t('overview.noneLabel')}</span>
      </>
    );
  }
  // The date reads in the language's own direction; the clock's digits keep their order.
  return <time dateTime={iso}>{formatDateTime(iso, language)}</time>;
}

function OverviewCard({ label, list, times }: { label: TranslationKey; list: string; times: LatestTimes }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void navigate(list);
  };
  const id = `overview-${list.replace(/\W+/g, '-')}`;
  return (
    <li>
      <section className={styles.card} aria-labelledby={id}>
        <Text as="h2" id={id} size={500} weight="semibold" className={styles.cardTitle}>
          <Link href={list} onClick={open} title={t('overview.openList', { name: t(label) })}>
            {t(label)}
          </Link>
        </Text>
        <dl className={styles.times}>
          <dt className={styles.term}>{t('overview.lastAdded')}</dt>
          <dd className={styles.value}>
            <TimeValue iso={times.lastAdded} />
          </dd>
          <dt className={styles.term}>{t('overview.lastUpdated')}</dt>
          <dd className={styles.value}>
            <TimeValue iso={times.lastUpdated} />
          </dd>
        </dl>
      </section>
    </li>
  );
}

export default function OverviewPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const notify = useNotify();
  const title = useScreenTitle();
  const stats = useQuery(overviewQuery);
  const reason = stats.isError ? describeError(stats.error, t, language) : null;

  // Said in the toast footer too, like a list that fails to load; once per failed load.
  const { errorUpdatedAt } = stats;
  useEffect(() => {
    if (reason) notify.error(t('overview.loadFailed', { reason }));
    // Only a new failure is said again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorUpdatedAt]);

  let body;
  if (stats.data) {
    const data = stats.data;
    body = (
      <ul className={styles.grid}>
        {CARDS.map((card) => (
          <OverviewCard key={card.key} label={card.label} list={card.list} times={data[card.key]} />
        ))}
      </ul>
    );
  } else if (reason) {
    body = (
      <MessageBar intent="error" role="alert">
        <MessageBarBody>{t('overview.loadFailed', { reason })}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => void stats.refetch()} disabled={stats.isFetching}>
            {t('app.retry')}
          </Button>
        </MessageBarActions>
      </MessageBar>
    );
  } else {
    body = <CenteredSpinner inline label={t('overview.loading')} />;
  }

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <Text as="h1" id="page-title" size={700} weight="semibold" className={styles.title}>
        {title}
      </Text>
      {body}
    </section>
  );
}
