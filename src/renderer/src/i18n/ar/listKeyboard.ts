import type { Dictionary } from '../en';

export const listKeyboard: Dictionary['listKeyboard'] = {
  rowSelected: 'الصف {{row}} من {{total}} محدد',
  rowNotSelected: 'الصف {{row}} من {{total}} غير محدد',
  pageSelected: 'حُددت كل صفوف هذه الصفحة',
  pageNotSelected: 'لا صف محدد في هذه الصفحة',
  page: 'الصفحة {{page}} من {{total}}',
};
