import { registry, screenPath, type Registry, type ResourceName } from '../../../../shared/registry';
import type { TranslationKey } from '../../i18n';
import type { Dictionary } from '../../i18n/en';
import type { ListDescriptor, Row } from './types';

/** The texts every class list takes from its section: 'No teams Found', 'please select items' … */
type ListTexts = Record<'empty' | 'nothingSelected' | 'bulkDeleted' | 'deleted' | 'add', string>;

/** Classes of the content store with add and edit screens whose texts section bears the resource's name. */
export type ClassListResource = {
  [R in ResourceName]: Registry[R] extends { store: 'class'; screens: { add: string; edit: string } }
    ? R extends keyof Dictionary
      ? Dictionary[R] extends ListTexts
        ? R
        : never
      : never
    : never;
}[ResourceName];

/**
 * What the list of a content-store class states like every other one: rows known by their
 * objectId, the texts of its own section (`<resource>.empty`, `.nothingSelected`,
 * `.bulkDeleted`, `.deleted`, `.add`), its add and edit screens from the registry. A descriptor
 * spreads it and adds its columns and how a row is named.
 */
export function classListBasics<R extends ClassListResource>(resource: R, csvFileName: string) {
  const { add, edit } = registry[resource].screens;
  // Safe by the type above: the section has each of these keys.
  const text = (key: keyof ListTexts) => `${resource}.${key}` as TranslationKey;
  const objectIdOf = (row: Row<R>) => (row as { objectId: string }).objectId;
  return {
    resource,
    listKey: resource,
    rowId: objectIdOf,
    emptyText: text('empty'),
    bulkDelete: { nothingSelected: text('nothingSelected'), deleted: text('bulkDeleted') },
    deleted: text('deleted'),
    add: { label: text('add'), path: add },
    editPath: (row: Row<R>) => screenPath(edit, objectIdOf(row)),
    csvFileName,
  } satisfies Partial<ListDescriptor<R>>;
}
