/**
 * What the admin can do from anywhere, as palette entries, each through the same function the
 * top bar, the menu or a list uses: 'New project' and 'New urgent case' ask for an organization
 * first when the top bar has none (useRequireOrganization, as the lists' add buttons, loaded with
 * its dialog when first needed; the dialog is `dialog`), the publishing buttons' presses (useSnapshotPublish, useWebsiteBlogsPublish, busy
 * while a publication runs), the language switch, the top bar's organization (a page of the
 * palette), the app settings, the keyboard shortcuts, Log out (useLogout) and the live-income
 * link (opened in the system browser as the menu opens it).
 */
import { Suspense, useState, type ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  Add20Regular,
  ArrowSync20Regular,
  Building20Regular,
  Globe20Regular,
  Keyboard20Regular,
  LocalLanguage20Regular,
  Settings20Regular,
  SignOut20Regular,
} from '@fluentui/react-icons';
import type { Language } from '../../../../shared/constants';
import type { PublishingStatus } from '../../../../shared/entities/publishing';
import { registry } from '../../../../shared/registry';
import { call } from '../../api/backoffice';
import { useLogout } from '../../features/auth/useLogout';
import { newRecordState } from '../../features/payable/newRecordOrganization';
import { useSnapshotPublish, useWebsiteBlogsPublish, type PublishAction } from '../../features/publishing/usePublishActions';
import { publishingStatusKey } from '../../features/publishing/usePublishingStatus';
import { SHORTCUTS } from '../../shortcuts/shortcuts';
import { chordLabel } from '../../shortcuts/keyChords';
import { languageAtom } from '../../state/preferences';
import type { PaletteEntry } from './PaletteCommand';
import { OrganizationGate } from './paletteChunks';
import type { RecentItem } from './recentItems';

/** An entry and what choosing it does. */
export interface RunnableEntry extends PaletteEntry {
  run(): void;
  /** Choosing it changes what the palette shows instead of closing it. */
  keepOpen?: boolean;
  /** What the admin's recent choices keep of it; none: it is not kept (an organization). */
  remember?: RecentItem;
  /** Listed only once something is typed. */
  typedOnly?: boolean;
}

export interface PaletteActionsOptions {
  /** The app settings screen's address (the menu's). */
  settingsPath: string | undefined;
  openOrganizations(): void;
  openShortcuts(): void;
}

/**
 * The publishing status as the top bar keeps it, without asking for it again: this observer
 * never fetches (the top bar's does, on its schedule), it reads what is cached.
 */
function useCachedPublishingStatus(): PublishingStatus | undefined {
  return useQuery({ queryKey: publishingStatusKey, queryFn: () => call('publishing:status'), enabled: false }).data;
}


/**
 * useRequireOrganization's question, loaded when first needed: each request mounts a gate
 * (OrganizationGate.tsx) that asks as the lists' add buttons do.
 */
function useRequireOrganizationLater(): { requireOrganization(message: string, action: (organizationId: number) => void): void; dialog: ReactElement } {
  const [request, setRequest] = useState<{ message: string; action: (organizationId: number) => void; count: number } | null>(null);
  const requireOrganization = (message: string, action: (organizationId: number) => void) =>
    setRequest((previous) => ({ message, action, count: (previous?.count ?? 0) + 1 }));
  const dialog = (
    <Suspense fallback={null}>{request && <OrganizationGate key={request.count} message={request.message} action={request.action} />}</Suspense>
  );
  return { requireOrganization, dialog };
}

export function usePaletteActions({ settingsPath, openOrganizations, openShortcuts }: PaletteActionsOptions): { entries: RunnableEntry[]; dialog: ReactElement } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [language, setLanguage] = useAtom(languageAtom);
  const logout = useLogout();
  const { requireOrganization, dialog } = useRequireOrganizationLater();
  const status = useCachedPublishingStatus();
  const publishProjects = useSnapshotPublish('projects', status?.projects);
  const publishCauses = useSnapshotPublish('causes', status?.causes);
  const publishBlogs = useWebsiteBlogsPublish(status?.websiteBlogs);
  const otherLanguage: Language = language === 'ar' ? 'en' : 'ar';
  const detail = t('palette.actionDetail');

  const publishEntry = (id: string, label: string, action: PublishAction, icon: ReactElement): RunnableEntry => ({
    id: `action:${id}`,
    label,
    keywords: t('palette.actionWords.publish'),
    detail: action.busy ? t('publishing.running') : detail,
    icon,
    disabled: action.busy,
    run: action.press,
  });

  const actionEntries: RunnableEntry[] = [
    {
      id: 'action:newProject',
      label: t('palette.actions.newProject'),
      keywords: t('palette.actionWords.newProject'),
      detail,
      icon: <Add20Regular />,
      run: () => requireOrganization(t('projects.needOrganization'), (organizationId) => navigate(registry.projects.screens.add, { state: newRecordState(organizationId) })),
    },
    {
      id: 'action:newCause',
      label: t('palette.actions.newCause'),
      keywords: t('palette.actionWords.newCause'),
      detail,
      icon: <Add20Regular />,
      run: () => requireOrganization(t('causes.needOrganization'), (organizationId) => navigate(registry.causes.screens.add, { state: newRecordState(organizationId) })),
    },
    publishEntry('updateProjects', t('publishing.updateProjects'), publishProjects, <ArrowSync20Regular />),
    publishEntry('updateCauses', t('publishing.updateCauses'), publishCauses, <ArrowSync20Regular />),
    publishEntry('updateWebsiteBlogs', t('publishing.updateWebsiteBlogs'), publishBlogs, <Globe20Regular />),
    {
      id: 'action:switchLanguage',
      label: t('palette.actions.switchLanguage', { language: t(`language.${otherLanguage}`) }),
      keywords: t('palette.actionWords.switchLanguage'),
      detail,
      icon: <LocalLanguage20Regular />,
      run: () => setLanguage(otherLanguage),
    },
    {
      id: 'action:switchOrganization',
      label: t('palette.actions.switchOrganization'),
      keywords: t('palette.actionWords.switchOrganization'),
      detail,
      icon: <Building20Regular />,
      keepOpen: true,
      run: openOrganizations,
    },
    ...(settingsPath
      ? [
          {
            id: 'action:settings',
            label: t('palette.actions.settings'),
            keywords: t('palette.actionWords.settings'),
            detail,
            icon: <Settings20Regular />,
            run: () => void navigate(settingsPath),
          },
        ]
      : []),
    {
      id: 'action:shortcuts',
      label: t('palette.actions.shortcuts'),
      keywords: t('palette.actionWords.shortcuts'),
      detail,
      icon: <Keyboard20Regular />,
      hint: { text: chordLabel(SHORTCUTS.help.chord), keys: true },
      run: openShortcuts,
    },
    {
      id: 'action:signOut',
      label: t('shell.logout'),
      keywords: t('palette.actionWords.signOut'),
      detail,
      icon: <SignOut20Regular />,
      disabled: logout.isPending,
      run: () => logout.mutate(),
    },
  ];
  const entries = actionEntries.map((entry) => ({ ...entry, remember: { id: entry.id } }));
  return { entries, dialog };
}
