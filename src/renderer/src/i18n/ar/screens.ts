import type { Dictionary } from '../en';

export const screens: Dictionary['screens'] = {
  newProject: 'مشروع جديد',
  editProject: 'تعديل المشروع',
  duplicateProject: 'نسخ المشروع',
  projectExtendedForms: 'النماذج الموسّعة للمشاريع',
  newCase: 'حالة جديدة',
  editCase: 'تعديل الحالة',
  duplicateCase: 'نسخ الحالة',
  caseExtendedForms: 'النماذج الموسّعة للحالات',
};
