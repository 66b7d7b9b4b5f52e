import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appTheme } from '../../src/renderer/src/app/theme';

/**
 * The first screen's static style sheet carries the app theme's values under Fluent's token
 * names (components/plain/plain.css); inside the shell Fluent defines the same variables. A
 * change of the theme that the sheet did not follow would draw the login in other colours than
 * the app, and the add-admin steps in other colours on each side of the sign-in.
 */
const sheet = readFileSync(join(__dirname, '../../src/renderer/src/components/plain/plain.css'), 'utf8');

function rootVariables(css: string): Map<string, string> {
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return new Map([...root.matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]));
}

const normalized = (value: string) => value.replace(/\s+/g, '').toLowerCase();

describe('the plain style sheet', () => {
  const variables = rootVariables(sheet);

  it('defines the theme tokens it uses, with the theme’s values', () => {
    expect(variables.size).toBeGreaterThan(30);
    for (const [name, value] of variables) {
      const themed = (appTheme as unknown as Record<string, string | undefined>)[name];
      expect(themed, `--${name} is not a token of the theme`).toBeDefined();
      expect(normalized(value), `--${name}`).toBe(normalized(String(themed)));
    }
  });

  it('uses no token it does not define', () => {
    const used = new Set([...sheet.matchAll(/var\(--([\w-]+)\)/g)].map(([, name]) => name!));
    const login = readFileSync(join(__dirname, '../../src/renderer/src/features/auth/login.css'), 'utf8');
    for (const [, name] of login.matchAll(/var\(--([\w-]+)\)/g)) used.add(name!);
    expect([...used].filter((name) => !variables.has(name))).toEqual([]);
  });
});
