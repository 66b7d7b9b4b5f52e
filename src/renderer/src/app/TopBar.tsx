import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, Hamburger, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { SignOut20Regular } from '@fluentui/react-icons';
import { PaletteButton } from '../components/command-palette/PaletteButton';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { OrganizationPicker } from '../components/OrganizationPicker';
import { useMirrorClass } from '../components/useDirection';
import { useLogout } from '../features/auth/useLogout';
import { PublishingButtons } from '../features/publishing/PublishingButtons';
import { currentUserAtom } from '../state/session';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    minHeight: '56px',
    // As tall as its rows: in the shell's column a flex item may shrink to its minimum height,
    // and a wrapped second row (Log out) then lay under the page.
    flexShrink: 0,
    boxSizing: 'border-box',
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  title: { flexGrow: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  appName: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  // A second row, when the window is too narrow for one, keeps Log out at the end, where it is on one row.
  tools: { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center', gap: tokens.spacingHorizontalS },
  user: {
    color: tokens.colorNeutralForeground3,
    maxWidth: '220px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    '@media (max-width: 1099px)': { display: 'none' },
  },
});

export interface TopBarProps {
  /** Narrow window: show the hamburger button that opens the menu. */
  compact: boolean;
  menuOpen: boolean;
  onOpenMenu(): void;
}

/**
 * Top bar (spec 2.1): menu button on narrow windows, the command palette's Search (Ctrl+K),
 * organization selector, the publishing buttons, language, Log out.
 */
export function TopBar({ compact, menuOpen, onOpenMenu }: TopBarProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const logout = useLogout();
  const mirror = useMirrorClass();
  const who = user?.name || user?.email || user?.mobile_number || '';

  return (
    <header className={styles.bar}>
      <div className={styles.title}>
        {compact && (
          <Hamburger aria-label={t('shell.openMenu')} aria-expanded={menuOpen} aria-haspopup="dialog" onClick={onOpenMenu} />
        )}
        {compact && (
          <Text weight="semibold" className={styles.appName}>
            {t('app.name')}
          </Text>
        )}
      </div>
      <div className={styles.tools}>
        <PaletteButton />
        <OrganizationPicker />
        <PublishingButtons />
        <LanguageSwitch />
        {who && (
          <Text size={200} className={styles.user} title={t('shell.signedInAs', { name: who })}>
            <bdi>{who}</bdi>
          </Text>
        )}
        <Button
          appearance="subtle"
          icon={logout.isPending ? <Spinner size="tiny" /> : <SignOut20Regular className={mirror} />}
          disabledFocusable={logout.isPending}
          onClick={() => logout.mutate()}
        >
          {t('shell.logout')}
        </Button>
      </div>
    </header>
  );
}
