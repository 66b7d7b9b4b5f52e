/** What the selected-video form previews for an address (spec 2.16): read from the address alone. */
import { describe, expect, it } from 'vitest';
import { videoLinkOf } from '../../src/renderer/src/features/selected-videos/videoLinks';

const ID = 'dQw4w9WgXcQ';
const thumbnail = `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`;

describe('videoLinkOf', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?feature=share&v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}&t=42s`,
    `https://youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/live/${ID}`,
    `http://WWW.YouTube.com/watch?v=${ID}`,
  ])('finds the YouTube video of %s and its thumbnail', (address) => {
    expect(videoLinkOf(address)).toEqual({ site: 'youtube', id: ID, thumbnail });
  });

  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', '76979871'],
  ])('finds the Vimeo video of %s', (address, id) => {
    expect(videoLinkOf(address)).toEqual({ site: 'vimeo', id });
  });

  it.each([
    ['https://example.org/watch?v=dQw4w9WgXcQ', 'example.org'],
    // Not an id YouTube gives (too short), a YouTube page that is no video, a look-alike host.
    ['https://www.youtube.com/watch?v=short', 'www.youtube.com'],
    ['https://www.youtube.com/@channel', 'www.youtube.com'],
    ['https://youtube.com.example.org/watch?v=dQw4w9WgXcQ', 'youtube.com.example.org'],
    ['https://vimeo.com/about', 'vimeo.com'],
  ])('shows %s as a plain link to %s', (address, host) => {
    expect(videoLinkOf(address)).toEqual({ site: 'other', host });
  });

  it.each(['', 'not a link', 'javascript:alert(1)', 'ftp://example.org/video'])('previews nothing for %j', (address) => {
    expect(videoLinkOf(address)).toBeUndefined();
  });
});
