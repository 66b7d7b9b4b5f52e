import type { MouseEvent } from 'react';
import { Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

const usePageStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '720px' },
  title: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** Any address that is not a screen of the product. */
export default function NotFoundPage() {
  const styles = usePageStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goHome = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void navigate('/');
  };
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <Text as="h1" id="page-title" size={700} weight="semibold" className={styles.title}>
        {t('pages.notFoundTitle')}
      </Text>
      <Text className={styles.muted}>{t('pages.notFoundBody')}</Text>
      <Link href="/" onClick={goHome}>
        {t('pages.backToOverview')}
      </Link>
    </section>
  );
}
