import type { Ambassador } from '../../../../shared/entities/ambassador';
import { registry, screenPath } from '../../../../shared/registry';
import { plainText, shorten } from '../../components/plainText';
import { actionsColumn, approvedColumn, dataColumn, dateTimeColumn } from '../../components/list/columns';
import { LinkListCell, type CellLink } from '../../components/list/LinkListCell';
import { ThumbnailCell } from '../../components/list/ThumbnailCell';
import type { ListDescriptor } from '../../components/list/types';

const { add, edit } = registry.ambassadors.screens;

/** The social links an ambassador has, named by their site. */
export function socialLinksOf(ambassador: Ambassador): CellLink[] {
  const links: Array<[string, string | null]> = [
    ['Facebook', ambassador.FacebookLink],
    ['YouTube', ambassador.YoutubeLink],
    ['X (Twitter)', ambassador.TwitterLink],
    ['Instagram', ambassador.InstagramLink],
  ];
  return links.flatMap(([label, url]) => (url ? [{ label, url }] : []));
}

/** Approved ones first (spec 2.7), then the server's order (newest first). */
const approvedFirst = (a: Ambassador, b: Ambassador) => Number(b.Approved) - Number(a.Approved);

/**
 * Ambassadors (spec 2.7): Image, Name, Description (its text, never its markup), Createdat,
 * SocialMedia, objectId, the Approved Yes/No switch and Actions; the social links and the
 * objectId are hidden until chosen.
 */
export const ambassadorsDescriptor: ListDescriptor<'ambassadors'> = {
  resource: 'ambassadors',
  listKey: 'ambassadors',
  columns: [
    {
      // A picture: neither sorted, searched nor written to the CSV.
      key: 'image',
      label: 'columns.image',
      defaultVisible: true,
      csv: false,
      render: (ambassador, { t }) =>
        ambassador.Photo ? <ThumbnailCell path={ambassador.Photo} alt={t('ambassadors.photoOf', { name: ambassador.name })} /> : null,
    },
    dataColumn('name', 'ambassadors.name', true),
    dataColumn('description', 'ambassadors.description', true, {
      render: (ambassador) => shorten(plainText(ambassador.description)),
      sortValue: (ambassador) => plainText(ambassador.description),
    }),
    dateTimeColumn('createdAt', 'ambassadors.createdAt', true),
    {
      key: 'socialMedia',
      label: 'ambassadors.socialMedia',
      defaultVisible: false,
      csv: false,
      render: (ambassador) => <LinkListCell links={socialLinksOf(ambassador)} />,
    },
    dataColumn('objectId', 'ambassadors.objectId', false, { direction: 'ltr' }),
    approvedColumn(),
    actionsColumn(),
  ],
  rowId: (ambassador) => ambassador.objectId,
  rowName: (ambassador) => ambassador.name,
  emptyText: 'ambassadors.empty',
  bulkDelete: { nothingSelected: 'ambassadors.nothingSelected', deleted: 'ambassadors.bulkDeleted' },
  deleted: 'ambassadors.deleted',
  add: { label: 'ambassadors.add', path: add },
  editPath: (ambassador) => screenPath(edit, ambassador.objectId),
  csvFileName: 'ambassadors',
  defaultOrder: approvedFirst,
};
