/**
 * The palette's and the help dialog's keys are matched by their place on the keyboard
 * (`KeyboardEvent.code`), so they work on an Arabic layout as on an English one: the key that
 * types 'k' in English types 'ن' in Arabic, and Shift with the key of '/' types '?' or '؟'.
 * Ctrl on Windows and Linux, ⌘ on a Mac; the help dialog shows them so.
 */
import { describe, expect, it } from 'vitest';
import { SHORTCUTS } from '../../src/renderer/src/shortcuts/shortcuts';
import { chordLabel, matchesChord } from '../../src/renderer/src/shortcuts/keyChords';

type Keys = Parameters<typeof matchesChord>[0];

/** A key press as the browser reports it; `key` is what the layout types, `code` the key's place. */
const press = (code: string, modifiers: Partial<Omit<Keys, 'code'>> = {}): Keys => ({
  code,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

// What each layout types does not enter the match: the events carry it all the same, as a browser's do.
const english = { palette: { ...press('KeyK', { ctrlKey: true }), key: 'k' }, help: { ...press('Slash', { shiftKey: true }), key: '?' } };
const arabic = { palette: { ...press('KeyK', { ctrlKey: true }), key: 'ن' }, help: { ...press('Slash', { shiftKey: true }), key: '؟' } };

describe('palette keys on both layouts', () => {
  it('Ctrl+K opens the palette on the English and on the Arabic layout (Windows, Linux)', () => {
    expect(matchesChord(english.palette, SHORTCUTS.palette.chord, false)).toBe(true);
    expect(matchesChord(arabic.palette, SHORTCUTS.palette.chord, false)).toBe(true);
  });

  it('⌘K on a Mac, on both layouts; Ctrl+K there is not it', () => {
    expect(matchesChord({ ...english.palette, ctrlKey: false, metaKey: true }, SHORTCUTS.palette.chord, true)).toBe(true);
    expect(matchesChord({ ...arabic.palette, ctrlKey: false, metaKey: true }, SHORTCUTS.palette.chord, true)).toBe(true);
    expect(matchesChord(english.palette, SHORTCUTS.palette.chord, true)).toBe(false);
  });

  it('? (Shift and the key of /) opens the help on both layouts, where it types ? or ؟', () => {
    expect(matchesChord(english.help, SHORTCUTS.help.chord, false)).toBe(true);
    expect(matchesChord(arabic.help, SHORTCUTS.help.chord, false)).toBe(true);
    expect(matchesChord({ ...arabic.help, ctrlKey: false, metaKey: false }, SHORTCUTS.help.chord, true)).toBe(true);
  });

  it('matches no other key and no other modifiers', () => {
    const chord = SHORTCUTS.palette.chord;
    expect(matchesChord(press('KeyK'), chord, false)).toBe(false);
    expect(matchesChord(press('KeyK', { ctrlKey: true, shiftKey: true }), chord, false)).toBe(false);
    expect(matchesChord(press('KeyK', { ctrlKey: true, altKey: true }), chord, false)).toBe(false);
    expect(matchesChord(press('KeyK', { ctrlKey: true, metaKey: true }), chord, false)).toBe(false);
    // The key that types 'k' on an AZERTY or Dvorak layout is elsewhere: the place counts, not the letter.
    expect(matchesChord({ ...press('KeyV', { ctrlKey: true }), key: 'k' } as Keys, chord, false)).toBe(false);
    // '/' alone is the lists' search key, not the help.
    expect(matchesChord(press('Slash'), SHORTCUTS.help.chord, false)).toBe(false);
    expect(matchesChord(press('Slash', { shiftKey: true }), SHORTCUTS.searchList.chord, false)).toBe(false);
  });

  it('names the keys as the help dialog shows them, left to right', () => {
    expect(chordLabel(SHORTCUTS.palette.chord, false)).toBe('Ctrl+K');
    expect(chordLabel(SHORTCUTS.palette.chord, true)).toBe('⌘K');
    expect(chordLabel(SHORTCUTS.help.chord, false)).toBe('Shift+/');
    expect(chordLabel(SHORTCUTS.help.chord, true)).toBe('⇧/');
  });

  it('gives every shortcut a key of its own in its scope and everywhere', () => {
    const entries = Object.entries(SHORTCUTS);
    for (const [id, { chord, scope }] of entries) {
      const clashing = entries.filter(
        ([other, definition]) =>
          other !== id &&
          (definition.scope === scope || definition.scope === 'everywhere' || scope === 'everywhere') &&
          JSON.stringify({ ...definition.chord }) === JSON.stringify({ ...chord }),
      );
      expect(clashing.map(([other]) => other), id).toEqual([]);
    }
  });
});
