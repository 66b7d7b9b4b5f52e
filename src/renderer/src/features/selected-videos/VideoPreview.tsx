import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { Link20Regular, Video20Regular } from '@fluentui/react-icons';
import { videoLinkOf, type VideoLink } from './videoLinks';

const useStyles = makeStyles({
  preview: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    maxInlineSize: '480px',
  },
  thumbnail: { display: 'block', inlineSize: '100%', maxInlineSize: '480px', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: tokens.borderRadiusSmall },
  card: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  address: { overflowWrap: 'anywhere', color: tokens.colorNeutralForeground2 },
  muted: { color: tokens.colorNeutralForeground2 },
});

/**
 * What the address being typed points at, redrawn as it changes: a YouTube video's thumbnail
 * (an image from YouTube's image host, no player and no script), a card naming the Vimeo video
 * (Vimeo has no thumbnail address that works without calling its API), or a card naming the
 * site of any other link.
 */
export function VideoPreview({ address }: { address: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const link = videoLinkOf(address);
  return (
    <section className={styles.preview} aria-label={t('selectedVideos.preview')}>
      <Text weight="semibold">{t('selectedVideos.preview')}</Text>
      {link ? <LinkPreview link={link} address={address.trim()} /> : <Text className={styles.muted}>{t('selectedVideos.previewEmpty')}</Text>}
    </section>
  );
}

function LinkPreview({ link, address }: { link: VideoLink; address: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  // A thumbnail that does not load (an id YouTube does not know, no network) falls back to the card.
  const [failed, setFailed] = useState<string | null>(null);
  const addressLine = (
    <Text className={styles.address} dir="ltr">
      {address}
    </Text>
  );
  if (link.site === 'youtube' && failed !== link.thumbnail) {
    return (
      <>
        <img
          className={styles.thumbnail}
          src={link.thumbnail}
          alt={t('selectedVideos.youtubeThumbnail', { id: link.id })}
          referrerPolicy="no-referrer"
          onError={() => setFailed(link.thumbnail)}
        />
        <Text>
          {t('selectedVideos.youtube')} · <bdi>{t('selectedVideos.videoId', { id: link.id })}</bdi>
        </Text>
      </>
    );
  }
  if (link.site === 'youtube' || link.site === 'vimeo') {
    return (
      <div className={styles.card}>
        <Video20Regular aria-hidden="true" />
        <div>
          <Text block weight="semibold">
            {t(link.site === 'youtube' ? 'selectedVideos.youtube' : 'selectedVideos.vimeo')} · <bdi>{t('selectedVideos.videoId', { id: link.id })}</bdi>
          </Text>
          {addressLine}
        </div>
      </div>
    );
  }
  return (
    <div className={styles.card}>
      <Link20Regular aria-hidden="true" />
      <div>
        <Text block weight="semibold">
          {t('selectedVideos.link', { host: link.host })}
        </Text>
        {addressLine}
        <Text block className={styles.muted}>
          {t('selectedVideos.notVideoSite')}
        </Text>
      </div>
    </div>
  );
}
