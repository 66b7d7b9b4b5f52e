/**
 * Everything a public donation page says, in both of its languages. The page is the server's
 * (donors never load the back-office's dictionaries), so its words live here. Amounts and
 * percents are Western digits in both languages (as UAE prices are written) and sit in `<bdi>`,
 * so inside Arabic text they keep their left-to-right order.
 */
import type { Language } from '../../../../shared/constants';
import { html, type HtmlFragment } from './html';

const amountFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 12500 → '12,500' (the page's script formats the same way). */
export function formatAmount(amount: number): string {
  return amountFormat.format(amount);
}

export interface PageTexts {
  /** The link to this page's twin in the other language, in that language. */
  otherLanguage: string;
  raisedHeading: string;
  /** 'AED 1,200' with the number in `<bdi id>` so the script can update it. */
  raised(amountHtml: HtmlFragment): HtmlFragment;
  ofTarget(target: number): HtmlFragment;
  complete: string;
  donateHeading: string;
  smsHint: string;
  /** A button's amount: 'AED 10'. */
  buttonAmount(amount: number): HtmlFragment;
  donateOnline: string;
  closed: string;
  aboutHeading: string;
  getTheApp: string;
  consentHeading: string;
  consentAgree: string;
  consentName: string;
  consentSubmit: string;
  consentThanks: string;
  consentFailed: string;
  notFoundTitle: string;
  notFoundText: string;
  goneTitle: string;
  goneText: string;
}

const en: PageTexts = {
  otherLanguage: 'English',
  raisedHeading: 'Raised so far',
  raised: (amountHtml) => html`AED ${amountHtml}`,
  ofTarget: (target) => html`of AED <bdi>${formatAmount(target)}</bdi>`,
  complete: 'Complete: the target has been reached. Thank you!',
  donateHeading: 'Donate',
  smsHint: 'Choose an amount: your messages app opens with the SMS ready to send.',
  buttonAmount: (amount) => html`AED <bdi>${formatAmount(amount)}</bdi>`,
  donateOnline: 'Donate online',
  closed: 'Donations to this page are closed.',
  aboutHeading: 'About',
  getTheApp: 'Get the app',
  consentHeading: 'Your consent',
  consentAgree: 'I agree to the terms of donating through this page.',
  consentName: 'Your name (optional)',
  consentSubmit: 'Agree',
  consentThanks: 'Thank you, your agreement has been recorded.',
  consentFailed: 'Something went wrong, try again later.',
  notFoundTitle: 'Page not found',
  notFoundText: 'This donation page does not exist or has been removed.',
  goneTitle: 'This appeal has ended',
  goneText: 'The project or case of this page was removed, so it no longer takes donations. Thank you for your kindness.',
};

const ar: PageTexts = {
  otherLanguage: 'العربية',
  raisedHeading: 'ما تم جمعه حتى الآن',
  raised: (amountHtml) => html`${amountHtml} درهم`,
  ofTarget: (target) => html`من <bdi>${formatAmount(target)}</bdi> درهم`,
  complete: 'اكتمل: تم بلوغ الهدف. شكرًا لكم!',
  donateHeading: 'تبرّع الآن',
  smsHint: 'اختر المبلغ: يفتح تطبيق الرسائل والرسالة النصية جاهزة للإرسال.',
  buttonAmount: (amount) => html`<bdi>${formatAmount(amount)}</bdi> درهم`,
  donateOnline: 'تبرّع عبر الإنترنت',
  closed: 'التبرعات لهذه الصفحة مغلقة.',
  aboutHeading: 'التفاصيل',
  getTheApp: 'حمّل التطبيق',
  consentHeading: 'موافقتك',
  consentAgree: 'أوافق على شروط التبرع عبر هذه الصفحة.',
  consentName: 'اسمك (اختياري)',
  consentSubmit: 'موافق',
  consentThanks: 'شكرًا لك، تم تسجيل موافقتك.',
  consentFailed: 'حدث خطأ ما، حاول مرة أخرى لاحقًا.',
  notFoundTitle: 'الصفحة غير موجودة',
  notFoundText: 'صفحة التبرع هذه غير موجودة أو تمت إزالتها.',
  goneTitle: 'انتهت هذه الحملة',
  goneText: 'أُزيل المشروع أو الحالة الخاصة بهذه الصفحة، فلم تعد تستقبل التبرعات. شكراً لكرمكم.',
};

export const PAGE_TEXTS: Record<Language, PageTexts> = { en, ar };
