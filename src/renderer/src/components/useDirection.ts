import { makeStyles } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { directionOf } from '../i18n';
import { languageAtom } from '../state/preferences';

const useStyles = makeStyles({ mirrored: { transform: 'scaleX(-1)' } });

export function useDirection(): 'rtl' | 'ltr' {
  return directionOf(useAtomValue(languageAtom));
}

/** Class name that mirrors a direction-bearing icon (arrows, sign-out) in right-to-left. */
export function useMirrorClass(): string | undefined {
  const styles = useStyles();
  return useDirection() === 'rtl' ? styles.mirrored : undefined;
}
