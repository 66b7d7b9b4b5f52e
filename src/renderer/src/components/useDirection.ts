import { useAtomValue } from 'jotai';
import { directionOf } from '../i18n';
import { languageAtom } from '../state/preferences';

export function useDirection(): 'rtl' | 'ltr' {
  return directionOf(useAtomValue(languageAtom));
}

/**
 * Class name that mirrors a direction-bearing icon (arrows, sign-out) in right-to-left: a static
 * class of plain.css, as the login screen (which has no Griffel) mirrors its arrow too.
 */
export function useMirrorClass(): string | undefined {
  return useDirection() === 'rtl' ? 'plain-mirrored' : undefined;
}
