import type { Dictionary } from '../en';

export const common: Dictionary['common'] = {
  cancel: 'إلغاء',
  save: 'حفظ',
  back: 'رجوع',
  copy: 'نسخ',
  copied: 'تم النسخ إلى الحافظة',
  copyFailed: 'تعذّر النسخ إلى الحافظة',
  yes: 'نعم',
  no: 'لا',
  notExist: 'غير موجود',
  active: 'نشط',
  notActive: 'غير نشط',
};

export const list: Dictionary['list'] = {
  toolbar: 'إجراءات القائمة',
  columns: 'الأعمدة',
  exportCsv: 'تصدير CSV',
  csvSaved: 'تم حفظ ملف CSV في {{path}}',
  csvDownloaded: 'تم تنزيل ملف CSV',
  deleteSelected: 'حذف المحدد',
  deleteSelectedCount: 'حذف المحدد ({{number}})',
  selectPage: 'تحديد كل صفوف هذه الصفحة',
  selectRow: 'تحديد {{name}}',
  edit: 'تعديل',
  editRow: 'تعديل {{name}}',
  delete: 'حذف',
  deleteRow: 'حذف {{name}}',
  active: 'نشط',
  off: 'متوقف',
  statusOf: 'حالة {{name}}',
  statusChanged: 'تم تغيير حالة {{name}} بنجاح.',
  confirmDeleteTitle: 'حذف هذا العنصر؟',
  confirmDelete: 'حذف {{name}}؟ لا يمكن التراجع عن ذلك.',
  confirmBulkTitle: 'حذف العناصر المحددة؟',
  confirmBulk: 'حذف العناصر المحددة وعددها {{number}}؟ لا يمكن التراجع عن ذلك.',
  deletedOne: 'تم حذف {{name}}',
  rowCount: 'عدد الصفوف: {{number}}',
  pagination: 'الصفحات',
  previousPage: 'السابق',
  nextPage: 'التالي',
  pageNumber: 'الصفحة {{page}}',
  pageOf: 'الصفحة {{page}} من {{total}}',
};

export const form: Dictionary['form'] = {
  unsavedTitle: 'تجاهل التغييرات؟',
  unsavedMessage: 'في هذا النموذج تغييرات لم تُحفظ. هل تريد المغادرة وتجاهلها؟',
  discard: 'تجاهل التغييرات',
  notFound: 'هذا العنصر لم يعد موجودًا.',
  staleRecord: 'غيّر شخص آخر هذا السجل بعد أن فتحته، لذلك لم تُحفظ تغييراتك. «إعادة التحميل» تعرض السجل الحالي وتستبدل ما كتبته.',
  reload: 'إعادة التحميل',
};

export const columns: Dictionary['columns'] = {
  id: 'المعرّف',
  intID: 'الرقم الداخلي',
  nameAR: 'الاسم بالعربية',
  nameEN: 'الاسم بالإنجليزية',
  infoAR: 'الوصف بالعربية',
  infoEN: 'الوصف بالإنجليزية',
  order: 'الترتيب',
  countryid: 'رقم الدولة',
  deeplink: 'الرابط العميق',
  status: 'الحالة',
  actions: 'الإجراءات',
  image: 'الصورة',
};

export const selectOrganization: Dictionary['selectOrganization'] = {
  title: 'اختيار المؤسسة',
  label: 'المؤسسة',
  placeholder: 'اختر مؤسسة',
  confirm: 'تأكيد',
};

export const richText: Dictionary['richText'] = {
  toolbar: 'تنسيق النص',
  bold: 'غامق',
  italic: 'مائل',
  underline: 'تسطير',
  orderedList: 'قائمة مرقّمة',
  bulletList: 'قائمة نقطية',
  link: 'رابط',
  align: 'المحاذاة',
  direction: 'اتجاه النص',
  clear: 'إزالة التنسيق',
};

export const image: Dictionary['image'] = {
  choose: 'اختيار صورة',
  replace: 'استبدال الصورة',
  remove: 'إزالة الصورة',
  uploading: 'جارٍ رفع الصورة',
  uploaded: 'تم رفع الصورة',
  preview: 'معاينة الصورة',
  noImage: 'لم يتم اختيار صورة',
  hint: 'بصيغة JPEG أو PNG أو WebP، بحجم أقصاه 500 كيلوبايت',
  tooLargeTitle: 'حجم الصورة كبير جدًا',
  tooLarge: 'عذرًا! حجم الصورة أكبر من 500 كيلوبايت! يُرجى اختيار صورة بحجم أصغر',
  ok: 'حسنًا',
};
