/**
 * A public donation page as one HTML document: no framework and nothing from another host; the
 * CSS and the one script inline; Open Graph and Twitter meta from the page's social settings so a
 * shared link shows its title, text and image; right to left for Arabic. Every value staff gave
 * goes through the escaping `html` template, the description is the sanitized HTML, and a link
 * staff gave is used only when it is an http(s) address. The name (also as the image's text) and
 * the description say their language when it is not the page's (text-direction.ts), and their
 * phone numbers, dates and addresses keep their left-to-right order.
 */
import type { Language } from '../../../../shared/constants';
import type { PageProgress, SmsButton } from '../../../../shared/entities/landing-page';
import { plainTextOf } from '../../../../shared/entities/rich-text';
import type { LandingPagesConfig } from '../config';
import { pageLink } from '../links';
import { smsHref, type Device } from './device';
import { html, trustedHtml, type HtmlFragment } from './html';
import type { PublicPage } from './page-model';
import { PAGE_SCRIPT } from './page-script';
import { PAGE_CSS } from './page-style';
import { languageAttributes, withIsolatedRuns } from './text-direction';
import { formatAmount, PAGE_TEXTS, type PageTexts } from './texts';

export interface RenderContext {
  device: Device;
  /** The address pages are reached at (`https://give.example.org`), for the absolute URLs of meta tags. */
  origin: string;
  appLinks: LandingPagesConfig['appLinks'];
}

const OG_LOCALES: Record<Language, string> = { ar: 'ar_AE', en: 'en_US' };
const ICON_LINK = html`<link rel="icon" href="/p/icon.svg" type="image/svg+xml">`;
const IMAGE_SIZES = '(min-width: 42rem) 38rem, calc(100vw - 2rem)';

/** An http(s) address as it is, else nothing: a `javascript:` or other scheme never becomes a link. */
export function webLink(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A page's address on this host (`/p/{slug}`), for the links and requests within the page. */
const pagePath = (slug: string) => pageLink('', slug);
const imagePath = (page: PublicPage, width: number) => `${pagePath(page.slug)}/image/${width}.webp?v=${page.version}`;

export function renderPage(page: PublicPage, progress: PageProgress, context: RenderContext): string {
  const texts = PAGE_TEXTS[page.lang];
  const url = pageLink(context.origin, page.slug);
  const largest = page.images.at(-1);
  const socialImage = largest ? context.origin + imagePath(page, largest.width) : null;
  const twinUrl = page.twin ? pageLink(context.origin, page.twin.slug) : null;
  const head = html`<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.name}</title>
${ICON_LINK}
<meta name="description" content="${page.social.description}">
<link rel="canonical" href="${url}">
${page.twin && html`<link rel="alternate" hreflang="${page.lang}" href="${url}">
<link rel="alternate" hreflang="${page.twin.lang}" href="${twinUrl}">`}
<meta property="og:type" content="website">
<meta property="og:title" content="${page.social.title}">
<meta property="og:description" content="${page.social.description}">
<meta property="og:url" content="${url}">
<meta property="og:locale" content="${OG_LOCALES[page.lang]}">
${socialImage && largest && html`<meta property="og:image" content="${socialImage}">
<meta property="og:image:type" content="image/webp">
<meta property="og:image:width" content="${largest.width}">
<meta property="og:image:height" content="${largest.height}">
<meta property="og:image:alt" content="${page.name}">`}
<meta name="twitter:card" content="${socialImage ? 'summary_large_image' : 'summary'}">
<meta name="twitter:title" content="${page.social.title}">
<meta name="twitter:description" content="${page.social.description}">
${socialImage && html`<meta name="twitter:image" content="${socialImage}">`}
<style>${trustedHtml(PAGE_CSS)}</style>`;

  const body = html`${page.twin && html`<header><a href="${pagePath(page.twin.slug)}" hreflang="${page.twin.lang}" lang="${page.twin.lang}">${PAGE_TEXTS[page.twin.lang].otherLanguage}</a></header>`}
<main>
<h1${languageAttributes(page.name, page.lang)}>${withIsolatedRuns(page.name)}</h1>
${causeImage(page)}
${progressSection(page, progress, texts)}
${donateSection(page, context.device, texts)}
${page.descriptionHtml.trim() !== '' && html`<section aria-labelledby="about-title"><h2 id="about-title">${texts.aboutHeading}</h2><div class="desc"${languageAttributes(plainTextOf(page.descriptionHtml), page.lang)}>${trustedHtml(page.descriptionHtml)}</div></section>`}
${consentSection(page, texts)}
${appLink(page, context, texts)}
</main>`;

  const progressUrl = page.components.progress && !page.closed ? `${pagePath(page.slug)}/progress` : null;
  return document(page.lang, head, body, { device: context.device, progress: progressUrl, theme: page.theme.code_embed });
}

/** The page for a slug that names no page, in both languages (there is no page to take one from). */
export function renderNotFound(): string {
  return renderNotice('notFoundTitle', 'notFoundText');
}

/** The page of a project or case that was deleted (410): said in both languages. */
export function renderGone(): string {
  return renderNotice('goneTitle', 'goneText');
}

function renderNotice(title: 'notFoundTitle' | 'goneTitle', text: 'notFoundText' | 'goneText'): string {
  const head = html`<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${PAGE_TEXTS.en[title]} · ${PAGE_TEXTS.ar[title]}</title>
<meta name="robots" content="noindex">
${ICON_LINK}
<style>${trustedHtml(PAGE_CSS)}</style>`;
  const body = html`<main>
<h1>${PAGE_TEXTS.en[title]}</h1>
<p>${PAGE_TEXTS.en[text]}</p>
<div lang="ar" dir="rtl"><h2>${PAGE_TEXTS.ar[title]}</h2><p>${PAGE_TEXTS.ar[text]}</p></div>
</main>`;
  return document('en', head, body, { device: 'other', progress: null, theme: 'classic' });
}

function document(lang: Language, head: HtmlFragment, body: HtmlFragment, data: { device: Device; progress: string | null; theme: string }): string {
  return html`<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
${head}
</head>
<body class="${data.theme}" data-device="${data.device}"${data.progress && html` data-progress="${data.progress}"`}>
${body}
<script>${trustedHtml(PAGE_SCRIPT)}</script>
</body>
</html>
`.text;
}

function causeImage(page: PublicPage): HtmlFragment | null {
  const largest = page.images.at(-1);
  if (!page.showImage || !largest) return null;
  const srcset = page.images.map((image) => `${imagePath(page, image.width)} ${image.width}w`).join(', ');
  // The image is the first thing a donor sees: fetched first, never lazily.
  return html`<img class="cause" src="${imagePath(page, largest.width)}" srcset="${srcset}" sizes="${IMAGE_SIZES}" width="${largest.width}" height="${largest.height}" alt="${page.name}"${languageAttributes(page.name, page.lang)} fetchpriority="high" decoding="async">`;
}

function progressSection(page: PublicPage, progress: PageProgress, texts: PageTexts): HtmlFragment | null {
  if (!page.components.progress) return null;
  const raised = html`<bdi id="raised">${formatAmount(progress.total)}</bdi>`;
  if (progress.target === null || progress.percent === null) {
    return html`<section aria-labelledby="raised-title"><h2 id="raised-title">${texts.raisedHeading}</h2><p class="raised">${texts.raised(raised)}</p></section>`;
  }
  // The bar never runs past its end, whatever the text says (a campaign may raise more than its target).
  const bar = Math.min(100, Math.max(0, progress.percent));
  return html`<section aria-labelledby="raised-title"><h2 id="raised-title">${texts.raisedHeading}</h2>
<progress id="bar" max="100" value="${bar}" aria-labelledby="raised-title" aria-describedby="figures">${bar}%</progress>
<p class="figures" id="figures"><span class="raised">${texts.raised(raised)}</span> <span>${texts.ofTarget(progress.target)}</span> <bdi id="percent">${progress.percent}%</bdi></p>
<p class="done" id="complete"${!progress.complete && html` hidden`}>${texts.complete}</p></section>`;
}

function donateSection(page: PublicPage, device: Device, texts: PageTexts): HtmlFragment | null {
  const { buttons } = page.components;
  const online = webLink(page.components.otherDevicesLink);
  if (buttons.length === 0 && !online) return null;
  const heading = html`<h2 id="donate-title">${texts.donateHeading}</h2>`;
  if (page.closed) return html`<section aria-labelledby="donate-title">${heading}<p class="closed" id="closed">${texts.closed}</p></section>`;
  // A desktop cannot send an SMS: it gets the online link instead, when there is one.
  const desktop = device === 'other' && online !== null;
  return html`<section aria-labelledby="donate-title">${heading}
${buttons.length > 0 && html`<div id="sms"${desktop && html` hidden`}><p class="note">${texts.smsHint}</p><ul class="buttons">${buttons.map((button) => smsButton(button, device, page.lang, texts))}</ul></div>`}
${online && html`<p id="online"${!desktop && html` hidden`}><a class="button" href="${online}" rel="noopener">${texts.donateOnline}</a></p>`}
<p class="closed" id="closed" hidden>${texts.closed}</p></section>`;
}

function smsButton(button: SmsButton, device: Device, lang: Language, texts: PageTexts): HtmlFragment {
  const operator = lang === 'ar' ? button.operatorAR : button.operatorEN;
  return html`<li><a class="button" href="${smsHref(button.shortCode, button.keyword, device)}" data-code="${button.shortCode}" data-keyword="${button.keyword}"><strong>${texts.buttonAmount(button.amount)}</strong> <span>${operator}</span></a></li>`;
}

function consentSection(page: PublicPage, texts: PageTexts): HtmlFragment {
  return html`<section aria-labelledby="consent-title"><h2 id="consent-title">${texts.consentHeading}</h2>
<form id="consent" data-action="${pagePath(page.slug)}/consent" data-thanks="${texts.consentThanks}" data-failed="${texts.consentFailed}">
<label><input type="checkbox" name="agreed" required>${texts.consentAgree}</label>
<label for="consent-name">${texts.consentName}</label>
<input type="text" id="consent-name" name="name" maxlength="100" autocomplete="name">
<p><button type="submit">${texts.consentSubmit}</button></p>
<p id="consent-status" role="status"></p>
</form></section>`;
}

function appLink(page: PublicPage, context: RenderContext, texts: PageTexts): HtmlFragment | null {
  if (!page.components.appLink) return null;
  const links = { ios: webLink(context.appLinks.ios), android: webLink(context.appLinks.android), other: webLink(context.appLinks.other) };
  const href = (context.device === 'other' ? null : links[context.device]) ?? links.other;
  if (!links.ios && !links.android && !links.other) return null;
  return html`<p class="app"${!href && html` hidden`}><a id="app" href="${href ?? '#'}"${links.ios && html` data-ios="${links.ios}"`}${links.android && html` data-android="${links.android}"`}${links.other && html` data-other="${links.other}"`} rel="noopener">${texts.getTheApp}</a></p>`;
}
