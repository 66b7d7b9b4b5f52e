import { describe, expect, it } from 'vitest';
import { resolveClientConfig } from '../../src/main/core/config';
import { allowedLinkHosts, createLinkPolicy, linkPolicyFor } from '../../src/main/core/link-policy';

const config = resolveClientConfig(
  { liveIncomeUrl: 'https://live.example.org/daily-income', allowedExternalHosts: ['pages.example.org', 'files.example.org:8443'] },
  'http://127.0.0.1:4181',
);
const policy = linkPolicyFor(config);
const allowed = (url: string) => policy.check(url).allowed;

describe('link policy', () => {
  it('allows the live-income site, the media host and configured extra hosts, over http or https', () => {
    // The public pages default to the server's address, already the media host: named once.
    expect(allowedLinkHosts(config)).toEqual(['live.example.org', '127.0.0.1:4181', 'pages.example.org', 'files.example.org:8443']);
    expect(policy.check('https://live.example.org/daily-income')).toEqual({ allowed: true, url: 'https://live.example.org/daily-income' });
    expect(allowed('http://127.0.0.1:4181/media/banner.png')).toBe(true);
    expect(allowed('https://pages.example.org/case/12?lang=ar#top')).toBe(true);
    expect(allowed('https://files.example.org:8443/report.pdf')).toBe(true);
  });

  it("allows the configured public pages host and nothing more: not the server's host when the pages live elsewhere", () => {
    const office = resolveClientConfig({
      serverUrl: 'https://backoffice.example.org',
      mediaBaseUrl: 'https://media.example.org/files',
      publicPagesUrl: 'https://give.example.org/',
    });
    const pages = linkPolicyFor(office);
    expect(allowedLinkHosts(office)).toEqual(['live.example.org', 'media.example.org', 'give.example.org']);
    expect(pages.check('https://give.example.org/p/water-well-12')).toEqual({ allowed: true, url: 'https://give.example.org/p/water-well-12' });
    expect(pages.check('https://backoffice.example.org/p/water-well-12').allowed).toBe(false);
    expect(pages.check('https://give.example.org.evil.com/p/x').allowed).toBe(false);
    expect(pages.check('https://give.example.org:8443/p/x').allowed).toBe(false);
    expect(pages.check('http://give.example.org/p/x').allowed).toBe(true);
  });

  it('allows a public pages host with its port, by default the local server that answers the page links', () => {
    const local = resolveClientConfig({}, 'http://127.0.0.1:4181');
    expect(allowedLinkHosts(local)).toEqual(['live.example.org', '127.0.0.1:4181']);
    expect(linkPolicyFor(local).check('http://127.0.0.1:4181/p/campaign-ar').allowed).toBe(true);
    const elsewhere = resolveClientConfig({ publicPagesUrl: 'http://127.0.0.1:4200' }, 'http://127.0.0.1:4181');
    expect(allowedLinkHosts(elsewhere)).toEqual(['live.example.org', '127.0.0.1:4181', '127.0.0.1:4200']);
  });

  it('refuses other hosts, look-alikes and other ports', () => {
    expect(allowed('https://evil.example.com/')).toBe(false);
    expect(allowed('https://live.example.org.evil.com/')).toBe(false);
    expect(allowed('https://evil.com/#live.example.org')).toBe(false);
    expect(allowed('https://evil.com/?next=https://live.example.org')).toBe(false);
    expect(allowed('https://sub.live.example.org/')).toBe(false);
    expect(allowed('https://live.example.org./')).toBe(false);
    expect(allowed('http://127.0.0.1:5432/')).toBe(false);
    expect(allowed('https://files.example.org/report.pdf')).toBe(false);
  });

  it('refuses every scheme but http and https', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      ' javascript:alert(1)',
      'file:///etc/passwd',
      'file://live.example.org/share',
      'data:text/html,<script>alert(1)</script>',
      'ftp://live.example.org/',
      'ataya://screen?target=Activ_1',
      'smb://live.example.org/share',
      'vbscript:msgbox',
    ]) {
      expect(policy.check(url), url).toMatchObject({ allowed: false });
    }
  });

  it('refuses addresses carrying credentials', () => {
    expect(allowed('https://user:pass@live.example.org/')).toBe(false);
    expect(allowed('https://live.example.org@evil.com/')).toBe(false);
    expect(allowed('https://user@live.example.org/')).toBe(false);
  });

  it('normalizes case and IDN, so a host matches only itself', () => {
    // Upper case is the same host and scheme.
    expect(policy.check('HTTPS://LIVE.EXAMPLE.ORG/Daily')).toEqual({ allowed: true, url: 'https://live.example.org/Daily' });
    // A Cyrillic "е" looks the same but is another host (punycode).
    expect(allowed('https://live.\u0435xample.org/')).toBe(false);
    expect(allowed('https://xn--live-exmple.org/')).toBe(false);
    // Full-width letters fold to ASCII in the URL parser and then match honestly.
    expect(policy.check('https://ｌｉｖｅ.example.org/')).toEqual({ allowed: true, url: 'https://live.example.org/' });
    // Backslashes are slashes for http(s): still the evil host.
    expect(allowed('https:\\\\evil.com\\live.example.org')).toBe(false);
  });

  it('refuses what is not an absolute URL', () => {
    for (const url of ['', '/relative/path', 'live.example.org', '//live.example.org/x', 'https://']) {
      expect(allowed(url), url).toBe(false);
    }
  });

  it('compares configured hosts case-insensitively', () => {
    expect(createLinkPolicy(['Pages.Example.ORG']).check('https://pages.example.org/').allowed).toBe(true);
  });
});
