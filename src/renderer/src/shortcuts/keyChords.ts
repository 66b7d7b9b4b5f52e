/**
 * Keyboard shortcuts matched by key position (`KeyboardEvent.code`), not by the character typed, so
 * Ctrl+K is the same key on an Arabic layout (where it types 'ن') as on an English one. "Mod" is
 * ⌘ on macOS and Ctrl elsewhere.
 */
export interface KeyChord {
  /** `KeyboardEvent.code`: 'KeyK', 'Slash', 'PageDown'… */
  code: string;
  /** Ctrl (⌘ on macOS) held. */
  mod?: boolean;
  shift?: boolean;
  alt?: boolean;
}

type KeyState = Pick<KeyboardEvent, 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

export const isMacPlatform = (platform: string = typeof navigator === 'undefined' ? '' : navigator.platform): boolean => /mac/i.test(platform);

export function matchesChord(event: KeyState, chord: KeyChord, mac: boolean = isMacPlatform()): boolean {
  const mod = mac ? event.metaKey : event.ctrlKey;
  const otherModifier = mac ? event.ctrlKey : event.metaKey;
  return (
    event.code === chord.code &&
    mod === Boolean(chord.mod) &&
    !otherModifier &&
    event.shiftKey === Boolean(chord.shift) &&
    event.altKey === Boolean(chord.alt)
  );
}

/** True where keys type text: a shortcut without a modifier must not fire there. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
  if ((target as HTMLElement).isContentEditable) return true;
  return ['textbox', 'combobox', 'searchbox', 'spinbutton'].includes(target.getAttribute('role') ?? '');
}

/** Keys as the help dialog shows them: 'Ctrl+K' / '⌘K', 'Shift+/' */
export function chordLabel(chord: KeyChord, mac: boolean = isMacPlatform()): string {
  const key = KEY_NAMES[chord.code] ?? chord.code.replace(/^Key|^Digit/, '');
  const parts = [chord.mod ? (mac ? '⌘' : 'Ctrl') : '', chord.alt ? (mac ? '⌥' : 'Alt') : '', chord.shift ? (mac ? '⇧' : 'Shift') : ''].filter(Boolean);
  return mac ? [...parts, key].join('') : [...parts, key].join('+');
}

const KEY_NAMES: Record<string, string> = {
  Slash: '/',
  BracketLeft: '[',
  BracketRight: ']',
  Escape: 'Esc',
  PageUp: 'PageUp',
  PageDown: 'PageDown',
};
