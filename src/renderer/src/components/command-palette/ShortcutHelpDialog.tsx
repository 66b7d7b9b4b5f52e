/**
 * The keyboard shortcuts dialog (? anywhere, or 'Keyboard shortcuts' in the palette): every
 * entry of SHORTCUTS, grouped by where it works, each with its keys as `chordLabel` writes them
 * (Ctrl+K, ⌘K on a Mac), always left to right, also inside Arabic text. What is listed is what
 * `useShortcut` binds: both read the one table. Its own chunk (PaletteHost.tsx loads it).
 */
import { useTranslation } from 'react-i18next';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { SHORTCUTS, type ShortcutDefinition, type ShortcutId } from '../../shortcuts/shortcuts';
import { chordLabel, isMacPlatform } from '../../shortcuts/keyChords';
import { AppDialog } from '../AppDialog';
import { OWN_DIALOG_MARK } from './paletteState';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  table: { width: '100%', borderCollapse: 'collapse' },
  caption: {
    textAlign: 'start',
    paddingBlockEnd: tokens.spacingVerticalXS,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
  },
  columnHeader: {
    textAlign: 'start',
    fontWeight: tokens.fontWeightRegular,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
    paddingBlock: tokens.spacingVerticalXXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  action: { textAlign: 'start', fontWeight: tokens.fontWeightRegular, paddingBlock: tokens.spacingVerticalXS, paddingInlineEnd: tokens.spacingHorizontalL },
  keysCell: { paddingBlock: tokens.spacingVerticalXS, whiteSpace: 'nowrap', width: '1%' },
  keys: {
    display: 'inline-block',
    fontFamily: tokens.fontFamilyMonospace,
    paddingInline: tokens.spacingHorizontalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
  },
});

/** The scopes in the order they are listed. */
const SCOPES: ReadonlyArray<ShortcutDefinition['scope']> = ['everywhere', 'list', 'form'];
const entries = Object.entries(SHORTCUTS) as Array<[ShortcutId, ShortcutDefinition]>;

export interface ShortcutHelpDialogProps {
  open: boolean;
  onClose(): void;
}

export default function ShortcutHelpDialog({ open, onClose }: ShortcutHelpDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const mac = isMacPlatform();
  return (
    <AppDialog open={open} title={t('palette.help.title')} onClose={onClose} closeLabel={t('palette.help.close')} closeAppearance="primary" contentClassName={styles.content}>
      <Text {...{ [OWN_DIALOG_MARK]: '' }}>
        {t('palette.help.intro')}
        {mac && ` ${t('palette.help.macNote')}`}
      </Text>
      {SCOPES.map((scope) => {
        const inScope = entries.filter(([, definition]) => definition.scope === scope);
        if (inScope.length === 0) return null;
        return (
          <table key={scope} className={styles.table}>
            <caption className={styles.caption}>{t(`palette.help.scopes.${scope}`)}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.columnHeader}>
                  {t('palette.help.action')}
                </th>
                <th scope="col" className={styles.columnHeader}>
                  {t('palette.help.keys')}
                </th>
              </tr>
            </thead>
            <tbody>
              {inScope.map(([id, definition]) => (
                <tr key={id}>
                  <th scope="row" className={styles.action}>
                    {t(`palette.help.shortcuts.${id}`)}
                  </th>
                  <td className={styles.keysCell}>
                    <kbd className={styles.keys} dir="ltr">
                      {chordLabel(definition.chord, mac)}
                    </kbd>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
    </AppDialog>
  );
}
