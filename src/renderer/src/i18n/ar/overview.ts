import type { Dictionary } from '../en';

export const overview: Dictionary['overview'] = {
  banners: 'اللافتات الإعلانية',
  projects: 'المشاريع',
  causes: 'الحالات العاجلة',
  memorials: 'إحياء الذكرى',
  lastAdded: 'آخر إضافة',
  lastUpdated: 'آخر تحديث',
  none: '—',
  noneLabel: 'لا شيء بعد',
  openList: 'فتح قائمة {{name}}',
  loadFailed: 'تعذّر تحميل النظرة العامة: {{reason}}',
  loading: 'جارٍ تحميل النظرة العامة…',
};
