/**
 * What a signed-in start at a list's address asks for before the list's code has loaded: under
 * the keys the list itself asks with, so the list finds it (components/list/firstPage.ts).
 */
import { hashKey, QueryClient } from '@tanstack/react-query';
import { ROWS_PER_PAGE } from '../../src/shared/constants';
import { describe, expect, it } from 'vitest';
import { registry } from '../../src/shared/registry';
import { columnChoiceQuery, listQuery, pageQuery } from '../../src/renderer/src/api/queries';
import { prefetchFirstPage } from '../../src/renderer/src/components/list/firstPage';
import { listViewOf, serverPageArgs } from '../../src/renderer/src/components/list/listView';

/** The keys asked for at `address`. The bridge to main is absent here: the requests fail, their keys stay. */
function keysAskedAt(address: string): string[] {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const url = new URL(address, 'http://app.invalid');
  prefetchFirstPage(client, { pathname: url.pathname, search: url.search });
  return client
    .getQueryCache()
    .getAll()
    .map((query) => query.queryHash)
    .sort();
}

const hashOf = (options: { queryKey: readonly unknown[] }) => hashKey(options.queryKey);

describe('the first page asked for at a list address', () => {
  it('reads the page, search and sort of the address as the list does', () => {
    expect(listViewOf(new URLSearchParams('search=%D9%85%D8%A7%D8%A1&page=3&sort=-title'))).toEqual({
      search: 'ماء',
      page: 3,
      sort: { key: 'title', direction: 'descending' },
    });
    expect(listViewOf(new URLSearchParams('page=0'))).toEqual({ search: '', page: 1, sort: null });
    expect(serverPageArgs({ page: 3, search: '  ماء ', order: '-title' })).toEqual({ limit: ROWS_PER_PAGE, skip: 2 * ROWS_PER_PAGE, order: '-title', search: 'ماء' });
  });

  it('a server-mode list: its column choice and the page of the address, searched', () => {
    const list = registry.keywords.screens.list;
    expect(keysAskedAt(`${list}?page=2&search=zakat`)).toEqual(
      [hashOf(columnChoiceQuery('keywords')), hashOf(pageQuery('keywords', serverPageArgs({ page: 2, search: 'zakat' })))].sort(),
    );
  });

  it('a server-mode list sorted by a column: only its column choice (the column maps to a field in the screen’s own code)', () => {
    expect(keysAskedAt(`${registry.memorials.screens.list}?sort=-name`)).toEqual([hashOf(columnChoiceQuery('memorials'))]);
  });

  it('a client-mode list: its column choice and its whole list', () => {
    expect(keysAskedAt(registry.projects.screens.list)).toEqual([hashOf(columnChoiceQuery('projects')), hashOf(listQuery('projects'))].sort());
  });

  it('any other address: nothing', () => {
    expect(keysAskedAt('/reports')).toEqual([]);
    expect(keysAskedAt(registry.projects.screens.add)).toEqual([]);
  });
});
