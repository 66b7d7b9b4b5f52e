import type { Dictionary } from '../en';

export const announcements: Dictionary['announcements'] = {
  fieldsNeedAttention_zero: 'لا حقول تحتاج إلى مراجعة.',
  fieldsNeedAttention_one: 'حقل واحد يحتاج إلى مراجعة.',
  fieldsNeedAttention_two: 'حقلان يحتاجان إلى مراجعة.',
  fieldsNeedAttention_few: '{{number}} حقول تحتاج إلى مراجعة.',
  fieldsNeedAttention_many: '{{number}} حقلًا تحتاج إلى مراجعة.',
  fieldsNeedAttention_other: '{{number}} حقل تحتاج إلى مراجعة.',
  toastAction: '{{message}}. للوصول إلى «{{action}}» اضغط {{keys}}.',
};
