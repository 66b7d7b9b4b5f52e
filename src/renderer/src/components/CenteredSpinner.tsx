import { Spinner, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'grid',
    placeItems: 'center',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  inline: { minHeight: '240px', display: 'grid', placeItems: 'center' },
});

/** A centred busy indicator; `inline` fills a content area instead of the window. */
export function CenteredSpinner({ label, inline = false }: { label: string; inline?: boolean }) {
  const styles = useStyles();
  return (
    <div className={inline ? styles.inline : styles.root} role="status" aria-live="polite">
      <Spinner size={inline ? 'medium' : 'large'} label={label} labelPosition="below" />
    </div>
  );
}
