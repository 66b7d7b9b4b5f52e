/**
 * The command palette (issue 24): a dialog with one field that finds, as the admin types,
 * - the admin's recent choices first (recentItems.ts, per admin on this machine),
 * - screens (the side menu's and the resources' add screens, under their group's name),
 * - actions (usePaletteActions.tsx: the same functions as the top bar, the lists and the menu),
 * - records by name (the server's search, useRecordSearch.ts),
 * each matched in both languages and however it was typed (hamza, taa marbuta, alef maqsura,
 * tashkeel, tatweel, Arabic-Indic digits, Latin case). 'Switch organization…' turns the palette
 * into a list of the organizations (Escape, or Backspace in the empty field, goes back).
 *
 * It comes with the shell; the field and list it draws (PaletteCommand, with cmdk) are a chunk of
 * their own (paletteChunks.ts), loaded when the shell is idle.
 */
import { Suspense, useEffect, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Building20Regular, Document20Regular, Open20Regular } from '@fluentui/react-icons';
import type { Language } from '../../../../shared/constants';
import type { Organization } from '../../../../shared/entities/organization';
import type { RecordSearchHit } from '../../../../shared/entities/record-search';
import { listQuery } from '../../api/queries';
import { describeError } from '../../i18n/errors';
import { localeOf, type TranslationKey } from '../../i18n';
import { currentUserAtom } from '../../state/session';
import { languageAtom, selectedOrganizationIdAtom } from '../../state/preferences';
import { AppDialog } from '../AppDialog';
import type { PaletteSection } from './PaletteCommand';
import { PaletteCommandView } from './paletteChunks';
import { filterEntries, PALETTE_GROUP_LIMIT, prepareEntries } from './paletteFilter';
import { screenTargets, type PaletteMenuNode, type PaletteScreen } from './paletteScreens';
import { shortcutHelpOpenAtom } from './paletteState';
import { readRecent, rememberRecent, RECENT_MAX, type RecentItem } from './recentItems';
import { usePaletteActions, type RunnableEntry } from './usePaletteActions';
import { useOpenConfiguredLink } from '../useOpenConfiguredLink';
import { useRecordSearch } from './useRecordSearch';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  hints: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
  hint: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  keys: {
    fontFamily: tokens.fontFamilyMonospace,
    paddingInline: tokens.spacingHorizontalXS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusSmall,
    color: tokens.colorNeutralForeground2,
  },
  searching: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** Entries shown of each kind at most. */
const SHOWN = { screens: PALETTE_GROUP_LIMIT, actions: PALETTE_GROUP_LIMIT, organizations: 50 };
/** How long the results rest before a screen reader is told how many there are. */
const ANNOUNCE_AFTER_MS = 500;

type Mode = 'root' | 'organizations';

export interface CommandPaletteProps {
  open: boolean;
  onClose(): void;
  menu: readonly PaletteMenuNode[];
  screens: readonly PaletteScreen[];
}

/** The menu's links, its groups' included. */
const menuLinks = (menu: readonly PaletteMenuNode[]) => menu.flatMap((node) => (node.kind === 'group' ? node.items : node.kind === 'link' ? [node] : []));

export default function CommandPalette({ open, onClose, menu, screens }: CommandPaletteProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const language = useAtomValue(languageAtom);
  const navigate = useNavigate();
  const admin = useAtomValue(currentUserAtom)?.objectId ?? '';
  const setHelpOpen = useSetAtom(shortcutHelpOpenAtom);
  const [organizationId, setOrganizationId] = useAtom(selectedOrganizationIdAtom);
  const openConfiguredLink = useOpenConfiguredLink().mutate;
  const [query, setQuery] = useState('');
  const [mode, setMode] = useState<Mode>('root');
  const [recent, setRecent] = useState<RecentItem[]>(() => (admin ? readRecent(admin) : []));

  // Each opening starts afresh, with this admin's recent choices (another may have signed in).
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setQuery('');
      setMode('root');
      setRecent(admin ? readRecent(admin) : []);
    }
  }

  const targets = useMemo(() => screenTargets(menu, screens), [menu, screens]);
  // A record is shown with its list's icon; the menu's keys are the registry's resource names.
  const icons = useMemo(() => new Map(menuLinks(menu).flatMap((link) => (link.icon ? [[link.key, link.icon] as const] : []))), [menu]);
  const settingsPath = useMemo(() => menuLinks(menu).find((link) => link.key === 'appSettings')?.path, [menu]);
  const actions = usePaletteActions({
    settingsPath,
    openOrganizations: () => {
      setMode('organizations');
      setQuery('');
    },
    openShortcuts: () => setHelpOpen(true),
  });

  // Screens are found by their names in both languages, and by their menu group's.
  const other = useMemo(() => i18n.getFixedT(language === 'ar' ? 'en' : 'ar'), [i18n, language]);
  const screenEntries = useMemo<RunnableEntry[]>(
    () =>
      targets.map((target) => ({
        id: target.id,
        label: t(target.label),
        keywords: [other(target.label), target.context && t(target.context), target.context && other(target.context)].filter(Boolean).join(' '),
        detail: target.context ? t(target.context) : 'external' in target.to ? t('shell.opensInBrowser') : t('palette.screenDetail'),
        icon: target.icon ?? ('external' in target.to ? <Open20Regular /> : <Document20Regular />),
        remember: { id: target.id },
        // The add screens are found by typing ('add activity'); the menu's screens are listed at once.
        typedOnly: target.kind === 'add',
        run: () => ('path' in target.to ? void navigate(target.to.path) : openConfiguredLink(target.to.external)),
      })),
    [targets, t, other, navigate, openConfiguredLink],
  );
  const preparedScreens = useMemo(() => prepareEntries(screenEntries), [screenEntries]);
  const preparedActions = useMemo(() => prepareEntries(actions.entries), [actions.entries]);

  const recordEntry = (hit: RecordSearchHit): RunnableEntry => ({
    id: `record:${hit.resource}:${hit.id}`,
    label: hit.name,
    ownDirection: true,
    detail: t(`palette.recordKinds.${hit.resource}` as TranslationKey),
    icon: icons.get(hit.resource) ?? <Document20Regular />,
    remember: { id: `record:${hit.resource}:${hit.id}`, record: hit },
    run: () => void navigate(hit.path),
  });

  const records = useRecordSearch(query, open && mode === 'root');

  // The admin's recent choices, as they are named now; a screen or action no longer there is left out.
  const known = useMemo(() => new Map([...screenEntries, ...actions.entries].map((entry) => [entry.id, entry])), [screenEntries, actions.entries]);
  const recentEntries = recent.flatMap((item) => {
    if (item.record) return [recordEntry(item.record)];
    const entry = known.get(item.id);
    return entry ? [entry] : [];
  });

  const organizations = useQuery({ ...listQuery('organizations'), enabled: open && mode === 'organizations' });
  const organizationEntries = useMemo<RunnableEntry[]>(() => {
    const nameOf = (organization: Organization, lang: Language) => (lang === 'ar' ? organization.nameAR : organization.nameEN) || organization.nameEN || organization.nameAR;
    const collator = new Intl.Collator(localeOf(language));
    const sorted = [...(organizations.data ?? [])].sort((a, b) => a.order - b.order || collator.compare(nameOf(a, language), nameOf(b, language)));
    const current = { text: t('palette.currentOrganization') };
    return [
      {
        id: 'organization:all',
        label: t('shell.allOrganizations'),
        icon: <Building20Regular />,
        ...(organizationId === null && { hint: current }),
        run: () => setOrganizationId(null),
      },
      ...sorted.map((organization) => ({
        id: `organization:${organization.id}`,
        label: nameOf(organization, language),
        keywords: nameOf(organization, language === 'ar' ? 'en' : 'ar'),
        ownDirection: true,
        icon: <Building20Regular />,
        ...(organization.id === organizationId && { hint: current }),
        run: () => setOrganizationId(organization.id),
      })),
    ];
  }, [organizations.data, language, organizationId, setOrganizationId, t]);
  const preparedOrganizations = useMemo(() => prepareEntries(organizationEntries), [organizationEntries]);

  let sections: Array<PaletteSection & { entries: RunnableEntry[] }>;
  if (mode === 'organizations') {
    sections = [{ key: 'organizations', heading: t('palette.groups.organizations'), entries: filterEntries(preparedOrganizations, query, SHOWN.organizations) }];
  } else {
    const recentShown = filterEntries(prepareEntries(recentEntries), query, RECENT_MAX);
    const shownIds = new Set(recentShown.map((entry) => entry.id));
    const notRecent = (entry: RunnableEntry) => !shownIds.has(entry.id);
    const typed = query.trim() !== '';
    const screensShown = typed
      ? filterEntries(preparedScreens, query, SHOWN.screens + RECENT_MAX).filter(notRecent).slice(0, SHOWN.screens)
      : screenEntries.filter((entry) => !entry.typedOnly && notRecent(entry));
    sections = [
      { key: 'recent', heading: t('palette.groups.recent'), entries: recentShown },
      { key: 'screens', heading: t('palette.groups.screens'), entries: screensShown },
      { key: 'actions', heading: t('palette.groups.actions'), entries: filterEntries(preparedActions, query, SHOWN.actions + RECENT_MAX).filter(notRecent).slice(0, SHOWN.actions) },
      { key: 'records', heading: t('palette.groups.records'), entries: records.hits.map(recordEntry).filter(notRecent) },
    ];
  }
  const total = sections.reduce((sum, section) => sum + section.entries.length, 0);

  // The count is said once the results rest, not at every key.
  const [announcement, setAnnouncement] = useState('');
  const countText = open ? t('palette.resultCount', { count: total }) : '';
  useEffect(() => {
    const timer = setTimeout(() => setAnnouncement(countText), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [countText]);

  const choose = (entry: RunnableEntry) => {
    if (entry.disabled) return;
    if (entry.remember && admin) setRecent(rememberRecent(admin, entry.remember));
    if (entry.keepOpen) {
      entry.run();
      return;
    }
    onClose();
    if (mode === 'organizations') setMode('root');
    entry.run();
  };

  const back = () => {
    setMode('root');
    setQuery('');
  };
  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (mode !== 'organizations') return;
    // Escape and Backspace in an empty field are keys by name: the same on every layout.
    if (event.key === 'Escape' || (event.key === 'Backspace' && query === '')) {
      event.preventDefault();
      event.stopPropagation();
      back();
    }
  };

  let message: ReactNode = null;
  if (mode === 'root' && records.error) message = t('palette.recordsFailed', { reason: describeError(records.error, t, language) });
  else if (mode === 'root' && records.searching)
    message = (
      <span className={styles.searching}>
        <Spinner size="extra-tiny" aria-hidden="true" />
        {t('palette.searchingRecords')}
      </span>
    );
  else if (total === 0 && query.trim()) message = t('palette.noResults', { query: query.trim() });

  const hint = (keys: string[], text: string) => (
    <li className={styles.hint}>
      {keys.map((key) => (
        <kbd key={key} className={styles.keys} dir="ltr">
          {key}
        </kbd>
      ))}
      <span>{text}</span>
    </li>
  );

  return (
    <>
      <AppDialog open={open} title={t('palette.title')} onClose={onClose} closeLabel={t('palette.close')} contentClassName={styles.content}>
        <Suspense fallback={<Spinner size="small" label={t('app.loading')} />}>
          <PaletteCommandView
            inputLabel={t('palette.inputLabel')}
            placeholder={mode === 'organizations' ? t('palette.organizationPlaceholder') : t('palette.placeholder')}
            listLabel={mode === 'organizations' ? t('palette.groups.organizations') : t('palette.listLabel')}
            query={query}
            onQueryChange={setQuery}
            sections={sections}
            onChoose={(entry) => choose(entry as RunnableEntry)}
            onInputKeyDown={onInputKeyDown}
            message={message}
            announcement={announcement}
            footer={
              <ul className={styles.hints}>
                {hint(['↑', '↓'], t('palette.hints.move'))}
                {hint(['Enter'], mode === 'organizations' ? t('palette.hints.choose') : t('palette.hints.open'))}
                {hint(['Esc'], mode === 'organizations' ? t('palette.hints.back') : t('palette.hints.close'))}
              </ul>
            }
          />
        </Suspense>
      </AppDialog>
      {actions.dialog}
    </>
  );
}
