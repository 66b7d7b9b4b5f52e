import type { Dictionary } from '../en';

export const publishing: Dictionary['publishing'] = {
  group: 'النشر',
  updateCauses: 'تحديث الحالات',
  updateProjects: 'تحديث المشاريع',
  updateWebsiteBlogs: 'تحديث مدونات الموقع',
  causesUpdated: 'تم تحديث الحالات',
  projectsUpdated: 'تم تحديث المشاريع',
  websiteBlogsDone: 'تم النشر بنجاح',
  websiteBlogsFailed: 'فشل النشر: {{reason}}',
  projectsFailed: 'فشل نشر المشاريع: {{reason}}',
  causesFailed: 'فشل نشر الحالات: {{reason}}',
  publishedAt: 'نُشر {{time}}',
  neverPublished: 'لم يُنشر بعد',
  running: 'جارٍ النشر…',
  failedAt: 'فشل النشر {{time}}',
  unpublishedChanges: 'تغييرات غير منشورة',
  unpublishedNote: '، توجد تغييرات غير منشورة',
  notConfigured: 'النشر غير مُعدّ',
  statusUnavailable: 'الحالة غير متاحة',
};
