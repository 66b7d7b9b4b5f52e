/**
 * Links of a record in a list cell (an ambassador's social media, a memorial's share link):
 * each reads left to right on an Arabic page too, and opens in the system browser through the
 * main process (the app itself never navigates away), saying so when the link is refused.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { call } from '../../api/backoffice';
import { useNotify } from '../notify';

const useStyles = makeStyles({
  links: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  link: { whiteSpace: 'nowrap' },
});

export interface CellLink {
  url: string;
  /** The visible text ('Facebook'); default: the URL. */
  label?: string;
}

export function LinkListCell({ links }: { links: readonly CellLink[] }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const notify = useNotify();
  const open = (event: MouseEvent, url: string) => {
    event.preventDefault();
    call('link:openExternal', { url }).then(
      (result) => {
        if (!result.opened) notify.error(t('shell.linkRefused'));
      },
      () => notify.error(t('shell.linkRefused')),
    );
  };
  if (links.length === 0) return null;
  return (
    <span className={styles.links}>
      {links.map(({ url, label }) => (
        <Link key={url} className={styles.link} href={url} dir="ltr" onClick={(event) => open(event, url)}>
          {label ?? url}
        </Link>
      ))}
    </span>
  );
}
