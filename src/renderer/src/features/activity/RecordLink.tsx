/**
 * A record named in a row (the Activity screen): a link to its edit screen when it has one and is
 * still there after the entry (not deleted by it), followed inside the app as the landing pages
 * list's record links are; otherwise its name as text.
 */
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link, makeStyles } from '@fluentui/react-components';
import { CellText } from '../../components/list/CellText';

const useStyles = makeStyles({
  // As wide as the kit's cut cell text (list/CellText.tsx), cut the same way; the link's name is the whole text.
  link: { display: 'inline-block', maxWidth: '20rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'bottom' },
});

export function RecordLink({ name, path }: { name: string; path: string | undefined }) {
  const styles = useStyles();
  const navigate = useNavigate();
  if (!path) return <CellText text={name} direction="auto" />;
  const open = (event: MouseEvent) => {
    event.preventDefault();
    navigate(path);
  };
  return (
    <Link className={styles.link} href={path} dir="auto" title={name} onClick={open}>
      {name}
    </Link>
  );
}
