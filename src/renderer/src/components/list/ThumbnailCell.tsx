/**
 * A record's picture in a list cell (ambassadors' photos, memorial persons' images): a small
 * thumbnail of the stored path under the media base, named by `alt`. Nothing while the media
 * base is unknown, so no broken image shows.
 */
import { useQuery } from '@tanstack/react-query';
import { makeStyles, tokens } from '@fluentui/react-components';
import { appConfigQuery } from '../../api/queries';
import { mediaUrlOf } from '../ImageField';

const useStyles = makeStyles({
  image: {
    display: 'block',
    inlineSize: '40px',
    blockSize: '40px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
  },
});

export function ThumbnailCell({ path, alt }: { path: string; alt: string }) {
  const styles = useStyles();
  const config = useQuery(appConfigQuery);
  const url = mediaUrlOf(path, config.data?.mediaBaseUrl);
  if (!url) return null;
  return <img className={styles.image} src={url} alt={alt} loading="lazy" />;
}
