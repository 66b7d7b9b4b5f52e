/**
 * The dialog that hands over a page just created (spec 2.8 'successfully Created', 2.12 and 2.13
 * 'Create MPS'): the public link, read left to right and itself a link to the page, with
 * 'Open page' (the system browser) and 'Copy link'. A dialog rather than a toast's buttons, so
 * the link stays until the user is done with it (a toast leaves after 5 s).
 */
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Copy20Regular, Open20Regular } from '@fluentui/react-icons';
import { usePageLinkActions } from './pageLinks';
import { UncountedKeywordsNote } from './UncountedKeywordsNote';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  link: { overflowWrap: 'anywhere' },
});

export interface PageLinkDialogProps {
  /** The page's link; null: the dialog is closed. */
  link: string | null;
  title: string;
  /** What the link is ('The public page of …'). */
  intro: string;
  /** More to say (where the link was put). */
  note?: ReactNode;
  /** The open button's text (default 'Open page'). */
  openLabel?: string;
  /** The page's keywords that its bar does not count (the creation's `uncountedKeywords`). */
  uncountedKeywords?: readonly string[];
  onClose(): void;
}

export function PageLinkDialog({ link, title, intro, note, openLabel, uncountedKeywords = [], onClose }: PageLinkDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const actions = usePageLinkActions();
  const openLink = (event: MouseEvent) => {
    event.preventDefault();
    if (link) actions.open(link);
  };
  return (
    <Dialog open={link !== null} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>{intro}</Text>
            {link && (
              <Link className={styles.link} href={link} dir="ltr" onClick={openLink}>
                {link}
              </Link>
            )}
            {note}
            <UncountedKeywordsNote keywords={uncountedKeywords} />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" icon={<Open20Regular />} onClick={() => link && actions.open(link)}>
              {openLabel ?? t('landingPages.openPage')}
            </Button>
            <Button icon={<Copy20Regular />} onClick={() => link && actions.copy(link)}>
              {t('landingPages.copyLink')}
            </Button>
            <Button onClick={onClose}>{t('landingPages.close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
