/**
 * What a list screen will ask for first, asked for as soon as the app knows it is signed in at
 * that list's address (a start, a reload, a sign-in there), while the screen's code still loads:
 * the list then finds it in the cache or on its way (app/queryClient.ts). Without it the requests
 * wait for the shell and the screen to load and render, one after the other.
 *
 * - The column choice, kept under the list's resource name (every descriptor's `listKey`).
 * - A server-mode list's first page, under the key the list asks with (useListData,
 *   serverPageArgs): the address's page and search, no filter (the server-mode lists open
 *   unfiltered: the keywords' organization filter starts at 'All'). An address with a sort is
 *   left to the list: a column's sort reaches the server as a field through the list's
 *   descriptor, which is the screen's own code.
 * - A client-mode list's rows, unfiltered: what most lists show at once; a list filtered by the
 *   top bar's organization (banners) asks for its own, and this one is a request spent.
 */
import type { QueryClient } from '@tanstack/react-query';
import { entryOf, listModeOf, resourceNames } from '../../../../shared/registry';
import { columnChoiceQuery, listQuery, pageQuery } from '../../api/queries';
import { listViewOf, serverPageArgs } from './listView';

export function prefetchFirstPage(queryClient: QueryClient, { pathname, search }: { pathname: string; search: string }): void {
  const resource = resourceNames.find((name) => entryOf(name).screens?.list === pathname);
  if (!resource) return;
  void queryClient.prefetchQuery(columnChoiceQuery(resource));
  if (listModeOf(resource) === 'client') {
    void queryClient.prefetchQuery(listQuery(resource));
    return;
  }
  const view = listViewOf(new URLSearchParams(search));
  if (!view.sort) void queryClient.prefetchQuery(pageQuery(resource, serverPageArgs({ page: view.page, search: view.search })));
}
