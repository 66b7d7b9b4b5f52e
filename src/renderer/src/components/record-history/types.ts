import type { ResourceId, ResourceName } from '../../../../shared/ipc';

/**
 * What an edit screen gives its History panel: the record, and how to restore one of its
 * versions. `restore` saves the version's fields through the form's own save (the version the form
 * holds, so a record changed meanwhile is refused as any stale save is, and the form says so) and
 * shows the saved values; it answers whether the record was saved.
 */
export interface RecordHistoryTarget {
  resource: ResourceName;
  recordId: ResourceId;
  restore(record: Record<string, unknown>, entryId: string): Promise<boolean>;
}
