/**
 * The dialog that hands over pages just created (spec 2.8 'successfully Created', 2.12 and 2.13
 * 'Create MPS'): each page's public link, read left to right and itself a link to the page, with
 * 'Open page' (the system browser) and 'Copy link'; a pair (a project's or case's Arabic and
 * English pages) with the page of the interface's language first. A dialog rather than a toast's
 * buttons, so the links stay until the user is done with them (a toast leaves after 5 s).
 */
import { useId, type MouseEvent, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Copy20Regular, Open20Regular } from '@fluentui/react-icons';
import type { Language } from '../../../../shared/constants';
import { languageAtom } from '../../state/preferences';
import { AppDialog } from '../../components/AppDialog';
import { usePageLinkActions } from './pageLinks';
import { UncountedKeywordsNote } from './UncountedKeywordsNote';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  page: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS },
  link: { overflowWrap: 'anywhere' },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface PageLink {
  lang: Language;
  link: string;
}

export interface PageLinkDialogProps {
  /** The pages' links; null: the dialog is closed. */
  links: readonly PageLink[] | null;
  title: string;
  /** What the links are ('The public pages of …'). */
  intro: string;
  /** More to say (where the link was put). */
  note?: ReactNode;
  /** The pages' keywords that their bar does not count (the creation's `uncountedKeywords`). */
  uncountedKeywords?: readonly string[];
  onClose(): void;
}

/** One page: its language, its link, and what to do with it (a group named by the language). */
function PageLinkItem({ page }: { page: PageLink }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const actions = usePageLinkActions();
  const headingId = useId();
  const openLink = (event: MouseEvent) => {
    event.preventDefault();
    actions.open(page.link);
  };
  return (
    <div className={styles.page} role="group" aria-labelledby={headingId}>
      <Text id={headingId} weight="semibold">
        {t(`landingPages.pageIn.${page.lang}`)}
      </Text>
      <Link className={styles.link} href={page.link} dir="ltr" onClick={openLink}>
        {page.link}
      </Link>
      <div className={styles.buttons}>
        <Button appearance="primary" icon={<Open20Regular />} onClick={() => actions.open(page.link)}>
          {t('landingPages.openPage')}
        </Button>
        <Button icon={<Copy20Regular />} onClick={() => actions.copy(page.link)}>
          {t('landingPages.copyLink')}
        </Button>
      </div>
    </div>
  );
}

export function PageLinkDialog({ links, title, intro, note, uncountedKeywords = [], onClose }: PageLinkDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  // The page of the interface's language first.
  const ordered = [...(links ?? [])].sort((a, b) => Number(b.lang === language) - Number(a.lang === language));
  return (
    <AppDialog open={links !== null} title={title} onClose={onClose} closeLabel={t('landingPages.close')} contentClassName={styles.content}>
      <Text>{intro}</Text>
      {ordered.map((page) => (
        <PageLinkItem key={page.lang} page={page} />
      ))}
      {note}
      <UncountedKeywordsNote keywords={uncountedKeywords} />
    </AppDialog>
  );
}
