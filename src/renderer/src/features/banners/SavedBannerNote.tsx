/**
 * What the banners list says of the banner just saved, so that it is never lost from view: the
 * top bar's organization may hide it (a banner is listed under the organization of the project it
 * opens), and a new banner is saved OFF (spec 4), which is why the app does not show it yet. Read
 * from the rows the list shows now, so it follows a later switch or change of filter.
 */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { Filter20Regular } from '@fluentui/react-icons';
import type { Banner } from '../../../../shared/entities/banner';
import type { Organization } from '../../../../shared/entities/organization';
import type { ResourceQuery } from '../../../../shared/ipc';
import { listQuery } from '../../api/queries';
import { localName } from '../../components/list/columns';
import { isolate } from '../../components/list/OrganizationFilterNote';
import { languageAtom } from '../../state/preferences';

interface SavedBannerState {
  savedBanner: Banner;
}

/** The router state of the way back to the list after a save: `navigate(list, { state: savedBannerState(banner) })`. */
export const savedBannerState = (banner: Banner): SavedBannerState => ({ savedBanner: banner });

export interface SavedBanner {
  banner: Banner;
  /** The top bar's organization, when the list it narrows does not show the banner. */
  hiddenBy: Organization | undefined;
  /** Shown and switched off. */
  off: boolean;
}

/** The banner the list was opened for after its save, as the list (`query`: the list's own) shows it now; null when there is none. */
export function useSavedBanner(query: ResourceQuery | undefined, topBarOrganization: Organization | undefined): SavedBanner | null {
  const banner = (useLocation().state as Partial<SavedBannerState> | null)?.savedBanner;
  // The list's own query: the same cache, no request of its own.
  const rows = useQuery({ ...listQuery('banners', query), enabled: banner !== undefined }).data;
  if (!banner || !rows) return null;
  const shown = rows.find((row) => row.id === banner.id);
  return { banner, hiddenBy: shown ? undefined : topBarOrganization, off: shown?.isactive === 0 };
}

export function SavedBannerNote({ saved, onShowAll }: { saved: SavedBanner; onShowAll(): void }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const name = isolate(localName(saved.banner, language));
  if (saved.hiddenBy) {
    return (
      <MessageBar intent="warning" icon={<Filter20Regular />}>
        <MessageBarBody>{t('banners.savedHidden', { name, organization: isolate(localName(saved.hiddenBy, language)) })}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={onShowAll}>{t('list.showAllOrganizations')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (!saved.off) return null;
  return (
    <MessageBar intent="info">
      <MessageBarBody>{t('banners.savedOff', { name })}</MessageBarBody>
    </MessageBar>
  );
}
