/**
 * Every validation message the shared schemas can produce (on the client or in a server 400)
 * has a text in both languages, so a new rule can never reach a user as a raw key.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ar } from '../../src/renderer/src/i18n/ar';
import { en } from '../../src/renderer/src/i18n/en';

const sharedDir = resolve(__dirname, '../../src/shared');

function sharedSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sharedSources(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [readFileSync(join(dir, entry.name), 'utf8')] : [],
  );
}

function messageKeysInSharedSchemas(): string[] {
  const keys = new Set<string>();
  for (const source of sharedSources(sharedDir)) {
    for (const match of source.matchAll(/['`]validation\.([A-Za-z]+)/g)) keys.add(match[1]!);
    for (const match of source.matchAll(/boundMessage\('([A-Za-z]+)'/g)) keys.add(match[1]!);
  }
  return [...keys].sort();
}

describe('validation messages', () => {
  const keys = messageKeysInSharedSchemas();

  it('are found in the shared schemas', () => {
    expect(keys).toEqual(expect.arrayContaining(['mobileRequired', 'required', 'maxLength', 'selectMno', 'selectOrg']));
  });

  it.each([
    ['English', en.validation],
    ['Arabic', ar.validation],
  ])('each has a %s text', (_language, texts: Record<string, string>) => {
    const missing = keys.filter((key) => !texts[key]?.trim());
    expect(missing).toEqual([]);
  });

  it('keeps the bound in the texts of bounded rules', () => {
    for (const rule of ['maxLength', 'min', 'max', 'maxItems'] as const) {
      expect(en.validation[rule]).toContain('{{value}}');
      expect(ar.validation[rule]).toContain('{{value}}');
    }
  });
});
