/** Column builders the descriptors share, so each list states only what is its own. */
import type { TranslationKey } from '../../i18n';
import type { ActionsColumn, DataColumn, StatusColumn } from './types';

export function dataColumn<T>(field: keyof T & string, label: TranslationKey, defaultVisible: boolean, extra: Partial<DataColumn<T>> = {}): DataColumn<T> {
  return { key: field, field, label, defaultVisible, ...extra };
}

export const statusColumn = (defaultVisible = true): StatusColumn => ({ key: 'status', kind: 'status', label: 'columns.status', defaultVisible });
export const actionsColumn = (defaultVisible = true): ActionsColumn => ({ key: 'actions', kind: 'actions', label: 'columns.actions', defaultVisible });

/** Active rows first (spec 9: banners and cases), keeping the server's order otherwise. */
export const activeFirst = (a: { isactive: number }, b: { isactive: number }) => b.isactive - a.isactive;

/** The name in the user's language, else the other one. */
export const localName = (row: { nameAR: string; nameEN: string }, language: 'ar' | 'en') =>
  (language === 'ar' ? row.nameAR || row.nameEN : row.nameEN || row.nameAR) || '';
