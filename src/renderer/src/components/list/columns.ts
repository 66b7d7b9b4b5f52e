/** Column builders the descriptors share, so each list states only what is its own. */
import { formatDateTime, type TranslationKey } from '../../i18n';
import type { ActionsColumn, ApprovedColumn, DataColumn, StatusColumn } from './types';

export function dataColumn<T>(field: keyof T & string, label: TranslationKey, defaultVisible: boolean, extra: Partial<DataColumn<T>> = {}): DataColumn<T> {
  return { key: field, field, label, defaultVisible, ...extra };
}

/** A time of the record (`createdAt`, `updatedAt`) shown as a date and time in the language; sorted and exported as the ISO text. */
export function dateTimeColumn<T>(field: keyof T & string, label: TranslationKey, defaultVisible: boolean): DataColumn<T> {
  return dataColumn(field, label, defaultVisible, { render: (row, { language }) => formatDateTime(String(row[field]), language) });
}

export const statusColumn = (defaultVisible = true): StatusColumn => ({ key: 'status', kind: 'status', label: 'columns.status', defaultVisible });
/** The Approved Yes/No switch (ambassadors, memorial persons: spec 4 'Approved'). */
export const approvedColumn = (defaultVisible = true): ApprovedColumn => ({ key: 'approved', kind: 'approved', label: 'columns.approved', defaultVisible });
export const actionsColumn = (defaultVisible = true): ActionsColumn => ({ key: 'actions', kind: 'actions', label: 'columns.actions', defaultVisible });

/** Active rows first (spec 9: banners and cases), keeping the server's order otherwise. */
export const activeFirst = (a: { isactive: number }, b: { isactive: number }) => b.isactive - a.isactive;

/** The name in the user's language, else the other one. */
export const localName = (row: { nameAR: string; nameEN: string }, language: 'ar' | 'en') =>
  (language === 'ar' ? row.nameAR || row.nameEN : row.nameEN || row.nameAR) || '';
