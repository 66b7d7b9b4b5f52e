import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  Button,
  NavDrawer,
  NavDrawerBody,
  NavDrawerHeader,
  NavItem,
  NavSectionHeader,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { Dismiss20Regular, HeartCircle24Filled, Open16Regular } from '@fluentui/react-icons';
import { appConfigQuery } from '../api/queries';
import { useOpenConfiguredLink } from '../components/useOpenConfiguredLink';
import { useMirrorClass } from '../components/useDirection';
import { useCurrentScreen } from '../screens/currentScreen';
import { menu, type MenuExternalLink, type MenuLink } from './routes';

const useStyles = makeStyles({
  drawer: { height: '100%' },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalS,
    paddingInlineStart: tokens.spacingHorizontalXS,
  },
  brandName: { flexGrow: 1 },
  logo: {
    display: 'grid',
    placeItems: 'center',
    width: '32px',
    height: '32px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
  },
  group: { display: 'flex', flexDirection: 'column' },
  external: { marginInlineStart: 'auto', color: tokens.colorNeutralForeground3 },
});

export interface SideNavProps {
  /** 'inline' on wide windows, 'overlay' (behind the hamburger button) on narrow ones. */
  type: 'inline' | 'overlay';
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The side menu of spec 2.2. Every entry is a real link (an <a href> named by its label);
 * the entry of the current screen is marked aria-current="page".
 *
 * A followed entry is marked at once, in the frame after the click: the new screen is drawn in a
 * transition (the router's), which keeps the old one, entry included, until the new one is
 * ready, a list of thousands of rows taking longer than a click may wait for its answer.
 */
export function SideNav({ type, open, onOpenChange }: SideNavProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const current = useCurrentScreen()?.menu;
  const location = useLocation();
  // The entry followed from this address: the router's next address ends it (also for a way back
  // to this address later, which shows this address's own screen).
  const [followed, setFollowed] = useState<{ key: string; from: string }>();
  if (followed && followed.from !== location.key) setFollowed(undefined);
  const selected = followed?.from === location.key ? followed.key : current;
  const navigate = useNavigate();

  const follow = (item: MenuLink) => (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser handle modified clicks; in-app navigation otherwise.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setFollowed({ key: item.key, from: location.key });
    const from = window.location.href;
    void Promise.resolve(navigate(item.path)).then(() => {
      // Held (a form's unsaved changes asked first) or nowhere new: the shown screen's entry is marked again.
      if (window.location.href === from) setFollowed(undefined);
    });
    if (type === 'overlay') onOpenChange(false);
  };

  const renderLink = (item: MenuLink) => (
    <NavItem as="a" key={item.key} value={item.key} href={item.path} icon={item.icon} onClick={follow(item)}>
      {t(item.label)}
    </NavItem>
  );

  // Overlaid, the drawer is a modal dialog (Fluent marks it aria-modal, which a navigation may
  // not carry), so the navigation landmark moves to its body; inline, the drawer is the landmark.
  const overlay = type === 'overlay';
  const landmark = { role: 'navigation', 'aria-label': t('shell.mainMenu') };

  return (
    <NavDrawer
      className={styles.drawer}
      type={type}
      open={open}
      onOpenChange={(_event, data) => onOpenChange(data.open)}
      selectedValue={selected}
      {...(overlay ? { role: 'dialog', 'aria-label': t('shell.mainMenu') } : landmark)}
      tabbable
    >
      <NavDrawerHeader>
        <div className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            <HeartCircle24Filled />
          </span>
          <Text weight="semibold" className={styles.brandName}>
            {t('app.name')}
          </Text>
          {type === 'overlay' && (
            <Button
              appearance="subtle"
              icon={<Dismiss20Regular />}
              aria-label={t('shell.closeMenu')}
              onClick={() => onOpenChange(false)}
            />
          )}
        </div>
      </NavDrawerHeader>
      <NavDrawerBody {...(overlay && landmark)}>
        {menu.map((node) => {
          switch (node.kind) {
            case 'link':
              return renderLink(node);
            case 'group':
              return <MenuSection key={node.key} label={t(node.label)} items={node.items} renderLink={renderLink} />;
            case 'external':
              return <ExternalLink key={node.key} item={node} />;
          }
        })}
      </NavDrawerBody>
    </NavDrawer>
  );
}

function MenuSection({ label, items, renderLink }: { label: string; items: MenuLink[]; renderLink(item: MenuLink): ReactNode }) {
  const styles = useStyles();
  const headerId = useId();
  return (
    <div role="group" aria-labelledby={headerId} className={styles.group}>
      <NavSectionHeader id={headerId}>{label}</NavSectionHeader>
      {items.map(renderLink)}
    </div>
  );
}

/** A link to another site ('Live income'): opened in the system browser through the main process. */
function ExternalLink({ item }: { item: MenuExternalLink }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const mirror = useMirrorClass();
  const hintId = useId();
  const config = useQuery(appConfigQuery);
  const url = config.data?.[item.urlFrom] ?? '';
  const open = useOpenConfiguredLink();

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (!open.isPending) open.mutate(item.urlFrom);
  };

  return (
    <>
      <NavItem as="a" value={item.key} href={url || '#'} icon={item.icon} aria-describedby={hintId} onClick={onClick}>
        {t(item.label)}
        <Open16Regular className={mergeClasses(styles.external, mirror)} aria-hidden="true" />
      </NavItem>
      <span id={hintId} hidden>
        {t('shell.opensInBrowser')}
      </span>
    </>
  );
}
