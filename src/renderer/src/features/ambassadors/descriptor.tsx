import type { Ambassador } from '../../../../shared/entities/ambassador';
import { plainText, shorten } from '../../components/plainText';
import { actionsColumn, approvedColumn, dataColumn, dateTimeColumn } from '../../components/list/columns';
import { LinkListCell, type CellLink } from '../../components/list/LinkListCell';
import { ThumbnailCell } from '../../components/list/ThumbnailCell';
import { classListBasics } from '../../components/list/classListBasics';
import type { ListDescriptor } from '../../components/list/types';


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
  ...classListBasics('ambassadors', 'ambassadors'),
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
  rowName: (ambassador) => ambassador.name,
  defaultOrder: approvedFirst,
};
