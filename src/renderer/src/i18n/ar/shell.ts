import type { Dictionary } from '../en';

export const app: Dictionary['app'] = {
  name: 'لوحة إدارة المنصة الخيرية',
  tagline: 'إدارة محتوى التبرعات',
  loading: 'جارٍ التحميل…',
  checkingSession: 'جارٍ التحقق من جلستك…',
  sessionCheckFailed: 'تعذّر التحقق من جلستك.',
  retry: 'إعادة المحاولة',
  aWhile: 'بعض الوقت',
  skipToContent: 'الانتقال إلى المحتوى الرئيسي',
};

export const language: Dictionary['language'] = {
  switchTo: 'تبديل اللغة إلى',
  ar: 'العربية',
  en: 'English',
};

export const shell: Dictionary['shell'] = {
  mainMenu: 'القائمة الرئيسية',
  openMenu: 'فتح القائمة',
  closeMenu: 'إغلاق القائمة',
  organization: 'المؤسسة',
  allOrganizations: 'جميع المؤسسات',
  logout: 'تسجيل الخروج',
  signedInAs: 'مسجّل الدخول باسم {{name}}',
  opensInBrowser: 'يُفتح في متصفح الويب',
  linkRefused: 'تعذّر فتح الرابط.',
  linkUnavailable: 'عنوان الرابط غير مُعدّ.',
};

export const nav: Dictionary['nav'] = {
  overview: 'نظرة عامة',
  projects: 'المشاريع',
  causes: 'الحالات العاجلة',
  appHomePage: 'الصفحة الرئيسية للتطبيق',
  analytics: 'التحليلات',
  reports: 'التقارير',
  keywords: 'الكلمات المفتاحية',
  website: 'الموقع الإلكتروني',
  settings: 'الإعدادات',
  appSettings: 'إعدادات التطبيق',
  campaignPages: 'صفحات الحملة',
  landingPages: 'صفحات الهبوط',
  liveIncome: 'الإيرادات المباشرة',
};

export const pages: Dictionary['pages'] = {
  notFoundTitle: 'الصفحة غير موجودة',
  notFoundBody: 'لا توجد شاشة على هذا العنوان.',
  backToOverview: 'الانتقال إلى النظرة العامة',
  errorTitle: 'تعذّر عرض هذه الشاشة',
};
