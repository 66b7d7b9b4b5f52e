/**
 * At sign-in (and when the app opens signed in), if main keeps drafts of this admin on this server:
 * 'You have unsaved changes', the forms they belong to with when each was last written, an Open
 * per form (its form then offers 'Restore your unsaved changes from <time>?') and Later. The form
 * the app opens at asks by itself, so it is not listed, and its question is answered first: this
 * one waits while another modal dialog is open.
 *
 * Mounted once in the signed-in shell, inside the router (app/Shell.tsx, ShellLayout): the shell
 * mounts at each sign-in, so this asks once per sign-in.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { DraftSummary } from '../../../../../shared/ipc';
import { call } from '../../../api/backoffice';
import { formatDateTime } from '../../../i18n';
import { languageAtom } from '../../../state/preferences';
import { currentUserAtom } from '../../../state/session';
import { AppDialog } from '../../AppDialog';
import { whenNoModalDialog } from '../../modalDialogs';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  time: { color: tokens.colorNeutralForeground2 },
});

/**
 * Asked once per window and admin: a reload of the same window (Ctrl+R) is not a new start, and
 * each form still offers its own draft when it opens. A new window (after a crash, a kill, a
 * closed app) starts with an empty session storage, so it asks again; so does another admin.
 */
const ASKED_KEY = 'drafts.askedFor';

export function DraftsOnSignIn() {
  const styles = useStyles();
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const user = useAtomValue(currentUserAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const messageId = useId();
  const [drafts, setDrafts] = useState<DraftSummary[]>([]);
  const [open, setOpen] = useState(false);
  const askedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!user || askedFor.current === user.objectId || sessionStorage.getItem(ASKED_KEY) === user.objectId) return;
    askedFor.current = user.objectId;
    sessionStorage.setItem(ASKED_KEY, user.objectId);
    let cancelled = false;
    let stopWaiting: () => void = () => undefined;
    call('drafts:list')
      .then((kept) => {
        const others = kept.filter((draft) => draft.route !== here);
        if (cancelled || others.length === 0) return;
        setDrafts(others);
        // One question at a time: the form the app opened at may be asking about its own draft.
        stopWaiting = whenNoModalDialog(() => setOpen(true));
      })
      // Drafts are a help, not the app: a failure to list them says nothing.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stopWaiting();
    };
    // Once per signed-in admin; where the app opened is read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user]);

  const openDraft = (draft: DraftSummary) => {
    setOpen(false);
    navigate(draft.route);
  };

  return (
    <AppDialog
      open={open}
      title={t('drafts.signInTitle')}
      describedBy={messageId}
      closeLabel={t('drafts.later')}
      onClose={() => setOpen(false)}
      contentClassName={styles.content}
    >
      <Text id={messageId}>{t('drafts.signInMessage')}</Text>
      <ul className={styles.list}>
        {drafts.map((draft) => {
          const time = formatDateTime(draft.savedAt, language);
          return (
            <li key={draft.key} className={styles.item}>
              <span className={styles.text}>
                <Text weight="semibold">{draft.title}</Text>
                <Text size={200} className={styles.time}>
                  {t('drafts.draftSaved', { time })}
                </Text>
              </span>
              <Button appearance="primary" aria-label={t('drafts.openDraft', { title: draft.title, time })} onClick={() => openDraft(draft)}>
                {t('drafts.open')}
              </Button>
            </li>
          );
        })}
      </ul>
    </AppDialog>
  );
}
