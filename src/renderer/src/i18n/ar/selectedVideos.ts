import type { Dictionary } from '../en';

export const selectedVideos: Dictionary['selectedVideos'] = {
  menu: 'مقاطع الفيديو المختارة',
  addTitle: 'إضافة مقطع فيديو مختار',
  editTitle: 'تعديل مقطع الفيديو المختار',
  add: 'إضافة مقطع فيديو',
  empty: 'لا توجد مقاطع فيديو مختارة',
  nothingSelected: 'يرجى تحديد بعض مقاطع الفيديو',
  bulkDeleted: 'تم حذف مقاطع الفيديو بنجاح',
  deleted: 'تم حذف مقطع الفيديو {{name}} بنجاح',
  saved: 'تم حفظ مقطع الفيديو بنجاح',
  url: 'الرابط',
  createdAt: 'تاريخ الإنشاء',
  objectId: 'معرّف السجل',
  preview: 'معاينة',
  previewEmpty: 'اكتب رابط مقطع الفيديو لتظهر معاينته.',
  youtubeThumbnail: 'الصورة المصغرة لمقطع يوتيوب {{id}}',
  youtube: 'مقطع يوتيوب',
  vimeo: 'مقطع فيميو',
  videoId: 'المقطع {{id}}',
  link: 'رابط إلى {{host}}',
  notVideoSite: 'ليس موقع فيديو معروفًا (يوتيوب، فيميو): لا توجد صورة مصغرة لعرضها.',
};
