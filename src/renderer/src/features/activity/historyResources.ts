/**
 * The kinds of record the Activity screen and the Trash name: each resource with a screen, called
 * by the label of its menu entry in the interface's language, and the publications (the publishing
 * buttons' history). Both screens filter by these and show them in a column.
 */
import { entryOf, resourceNames, screenPath, type ResourceName } from '../../../../shared/registry';
import type { HistoryAction } from '../../../../shared/entities/history';
import { i18n, type Translate, type TranslationKey } from '../../i18n';

/** History's name for a publication, which is no resource of the registry. */
export const PUBLICATIONS = 'publications';

/** Resources that have a screen: an operator (read only, no screen) is never written by an admin. */
const resourcesWithScreens = resourceNames.filter((resource) => entryOf(resource).screens?.list !== undefined);

/** Every kind of record that has history, as the server names it. */
export const HISTORY_RESOURCES: readonly string[] = [...resourcesWithScreens, PUBLICATIONS];

const isResourceName = (resource: string): resource is ResourceName => (resourceNames as readonly string[]).includes(resource);

/**
 * A kind of record as the menu calls it: a simple resource's menu entry is labelled by its own
 * section (`banners.menu`, screens/screenRoute.ts `resourceScreens`), the others by `nav.<resource>`
 * (projects, urgent cases, keywords, landing pages). A name the dictionaries do not know is shown as it is.
 */
export function resourceLabel(resource: string, t: Translate): string {
  if (resource === PUBLICATIONS) return t('activity.publications');
  const key = [`${resource}.menu`, `nav.${resource}`].find((candidate) => typeof i18n.getResource(i18n.language, 'translation', candidate) === 'string');
  return key ? t(key as TranslationKey) : resource;
}

/** The kinds of record as options, by their labels in the language's order. */
export function resourceOptions(t: Translate, locale: string): Array<{ value: string; label: string }> {
  const collator = new Intl.Collator(locale);
  return HISTORY_RESOURCES.map((value) => ({ value, label: resourceLabel(value, t) })).sort((a, b) => collator.compare(a.label, b.label));
}

/** Actions after which the record is gone (to the Trash or for good): a link would open nothing. */
const GONE_AFTER: ReadonlySet<HistoryAction> = new Set(['delete', 'purge']);

/** The record's edit screen, when its resource has one and the action did not take the record away. */
export function recordEditPath(entry: { resource: string; recordId: string; action: HistoryAction }): string | undefined {
  if (GONE_AFTER.has(entry.action) || !isResourceName(entry.resource)) return undefined;
  const edit = entryOf(entry.resource).screens?.edit;
  return edit ? screenPath(edit, entry.recordId) : undefined;
}
