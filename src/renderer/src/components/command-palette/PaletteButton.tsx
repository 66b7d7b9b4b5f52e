/**
 * The top bar's way into the palette: 'Search' with the keys that open it from anywhere
 * (Ctrl+K, ⌘K on a Mac). Pointing at it starts loading what the palette draws with.
 */
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Search20Regular } from '@fluentui/react-icons';
import { SHORTCUTS } from '../../shortcuts/shortcuts';
import { chordLabel, isMacPlatform } from '../../shortcuts/keyChords';
import { loadPaletteView } from './paletteChunks';
import { paletteOpenAtom } from './paletteState';

const useStyles = makeStyles({
  keys: {
    marginInlineStart: tokens.spacingHorizontalXS,
    paddingInline: tokens.spacingHorizontalXS,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightRegular,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusSmall,
    color: tokens.colorNeutralForeground2,
    '@media (max-width: 1279px)': { display: 'none' },
  },
});

/** `aria-keyshortcuts` names keys by their `KeyboardEvent.key` on an English layout. */
const ariaKeys = (mac: boolean) => `${mac ? 'Meta' : 'Control'}+K`;

export function PaletteButton() {
  const styles = useStyles();
  const { t } = useTranslation();
  const open = useSetAtom(paletteOpenAtom);
  const preload = () => void loadPaletteView();
  return (
    <Button
      appearance="subtle"
      icon={<Search20Regular />}
      aria-label={t('palette.buttonLabel')}
      aria-haspopup="dialog"
      aria-keyshortcuts={ariaKeys(isMacPlatform())}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => open(true)}
    >
      {t('palette.button')}
      <kbd className={styles.keys} dir="ltr" aria-hidden="true">
        {chordLabel(SHORTCUTS.palette.chord)}
      </kbd>
    </Button>
  );
}
