import type { ListedLandingPage } from '../../../../shared/entities/landing-page';
import type { Translate } from '../../i18n';
import { actionsColumn, dataColumn, dateTimeColumn } from '../../components/list/columns';
import { LinkListCell } from '../../components/list/LinkListCell';
import type { ListDescriptor } from '../../components/list/types';
import { RecordCell, recordText } from './RecordCell';

/** Where the list's add button goes: the campaign form makes the only pages not made from a record. */
import { CAMPAIGN_FORM_PATH } from '../campaign-pages/screens';

const kindText = (page: ListedLandingPage, t: Translate) => t(`landingPages.kinds.${page.kind}`);

/**
 * Every generated public page (issue 13): name, language, kind, the record it was made from (by
 * name, linked to its edit screen: RecordCell), created and updated times, and its link (hidden by default). A server-mode list (registry):
 * the server pages, sorts (name, language, kind, times) and searches by name. Pages are made from
 * their records (Create MPS, Generate Landing Page) or by the campaign form, which the add button
 * opens; a row is opened, its link copied or deleted, never edited here.
 */
export function landingPagesDescriptor(): ListDescriptor<'landingPages'> {
  return {
    resource: 'landingPages',
    listKey: 'landingPages',
    columns: [
      dataColumn('name', 'landingPages.name', true),
      dataColumn('lang', 'landingPages.language', true, {
        render: (page, { t }) => (page.lang === 'ar' ? t('common.arabic') : t('common.english')),
      }),
      dataColumn('kind', 'landingPages.kind', true, { render: (page, { t }) => kindText(page, t) }),
      dataColumn('sourceId', 'landingPages.record', true, {
        render: (page, context) => <RecordCell page={page} context={context} />,
        sortValue: recordText,
      }),
      dataColumn('link', 'landingPages.link', false, { direction: 'ltr', render: (page) => <LinkListCell links={[{ url: page.link }]} /> }),
      dateTimeColumn('createdAt', 'landingPages.createdAt', true),
      dateTimeColumn('updatedAt', 'landingPages.updatedAt', true),
      actionsColumn(),
    ],
    rowId: (page) => page.objectId,
    // The two pages of a pair may share a name: the address tells them apart.
    rowName: (page) => `${page.name} (${page.slug})`,
    emptyText: 'landingPages.empty',
    bulkDelete: { nothingSelected: 'landingPages.nothingSelected', deleted: 'landingPages.bulkDeleted' },
    deleted: 'landingPages.deleted',
    add: { label: 'landingPages.addCampaign', path: CAMPAIGN_FORM_PATH },
    csvFileName: 'landing-pages',
  };
}
