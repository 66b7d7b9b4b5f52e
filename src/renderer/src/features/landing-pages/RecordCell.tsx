/**
 * The landing-pages list's Record cell: what a page was made from, by kind and name in the
 * interface's language ('Project: Water well'), a link to the record's edit screen where it has
 * one (projects, urgent cases, memorials; a campaign's pages are its only record). A record
 * deleted since is named by its kind and id.
 */
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '@fluentui/react-components';
import type { ListedLandingPage } from '../../../../shared/entities/landing-page';
import { registry, screenPath } from '../../../../shared/registry';
import { CellText } from '../../components/list/CellText';
import { localName } from '../../components/list/columns';
import type { CellContext } from '../../components/list/types';

const EDIT_SCREENS = {
  project: registry.projects.screens.edit,
  cause: registry.causes.screens.edit,
  memorial: registry.memorials.screens.edit,
} as const;

/** The cell's text, also what the column sorts and searches by. */
export function recordText(page: ListedLandingPage, { t, language }: CellContext): string {
  const kind = t(`landingPages.kinds.${page.kind}`);
  if (!page.source) return t('landingPages.recordGone', { kind, id: page.sourceId ?? '' });
  return t('landingPages.recordOf', { kind, name: localName(page.source, language) });
}

function editPathOf(page: ListedLandingPage): string | undefined {
  if (!page.source || page.sourceId === null || page.kind === 'campaign') return undefined;
  return screenPath(EDIT_SCREENS[page.kind], page.sourceId);
}

export function RecordCell({ page, context }: { page: ListedLandingPage; context: CellContext }) {
  const navigate = useNavigate();
  const text = recordText(page, context);
  const path = editPathOf(page);
  if (!path) return <CellText text={text} direction="auto" />;
  const open = (event: MouseEvent) => {
    event.preventDefault();
    navigate(path);
  };
  return (
    <Link href={path} dir="auto" onClick={open}>
      {text}
    </Link>
  );
}
