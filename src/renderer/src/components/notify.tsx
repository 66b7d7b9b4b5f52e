/**
 * The app's one toaster (5 s, spec 2.1, 9) and the footer it shows toasts in.
 *
 * A toast floating over the page covers something that can be clicked sooner or later (the top
 * bar's controls, a list's filter). In the signed-in shell, toasts are shown in the footer of the
 * screen's column instead (spec 2.1 'a footer shows an error toast when any list fails to load'):
 * a band below the scrolling content that is empty, and takes no room, until a toast shows, so a
 * toast pushes the bottom edge of the content up and covers nothing; what was at the bottom of the
 * content's view (a form's Save and Cancel) stays in view (app/useBottomAnchoredScroll.ts). Before
 * the shell (the login screen, which shows its own messages in place) the toaster floats at the
 * top centre.
 *
 * Every list that fails to load says so there: the server's message in the user's language,
 * else 'Something went wrong, try again later.' (spec 2.1, 8); the list itself offers a retry.
 *
 * For a screen reader: a toast is said once, in the page's language, through the app's live
 * regions (LiveRegions.tsx): politely when something went well, at once when something went wrong
 * (Fluent's own announcer says every success assertively, and a toast with a button as its text
 * run together with the button's, 'deletedUndo'). A toast is not a Tab stop of its own (Fluent
 * makes it one): its button is (a delete's Undo, after the page's last control), and Ctrl+M puts
 * the keyboard on the newest toast, Tab then on its button, which is what the toast says. Once in
 * the toasts, Tab stays there (Fluent's toaster) and Escape leaves them.
 */
import { useEffect, useId, useMemo, useRef } from 'react';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Toast, ToastTitle, Toaster, makeStyles, tokens, useToastController, type ToastIntent } from '@fluentui/react-components';
import { TOAST_DURATION_MS } from '../../../shared/constants';
import { isAppError } from '../api/backoffice';
import { isListKey } from '../api/queries';
import { describeError } from '../i18n/errors';
import { languageAtom } from '../state/preferences';
import { chordLabel, matchesChord } from '../shortcuts/keyChords';
import { SHORTCUTS } from '../shortcuts/shortcuts';
import { LiveRegions, announce, type Politeness } from './LiveRegions';

export const APP_TOASTER_ID = 'app-toaster';

/** The shell's toast footer, once it is on screen (null: toasts float at the top centre). */
const toastFooterAtom = atom<HTMLElement | null>(null);

const useStyles = makeStyles({
  footer: {
    flexShrink: 0,
    display: 'flex',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  // In the footer's flow instead of fixed over the page; the toasts' own margins space them.
  // Fluent centres a floating toaster with an inline `translateX(-50%)`, which the footer's
  // flex centring replaces (an inline style yields only to !important).
  inFooter: { position: 'static', transform: 'none !important', width: 'min(480px, 100%)', paddingBlockEnd: tokens.spacingVerticalS },
});

/**
 * Ctrl+M (⌘M on macOS) puts the keyboard on the newest toast, Tab then on its button (Fluent's toaster shortcut;
 * Escape there closes the toasts and gives the focus back): a toast's button (a delete's Undo) is
 * otherwise reached only after the whole screen, the toasts being at the foot of the page. By the
 * key's place, not its letter, so it works on an Arabic keyboard layout too.
 */
const toastShortcuts = { focus: (event: KeyboardEvent) => matchesChord(event, SHORTCUTS.focusToasts.chord) };

/** What went wrong is said at once; the rest waits for the screen reader to finish. */
const politenessOf = (intent: ToastIntent): Politeness => (intent === 'error' || intent === 'warning' ? 'assertive' : 'polite');

/** Fluent's container is a Tab stop (`tabIndex` 0); Ctrl+M focuses it all the same. */
const notATabStop: NonNullable<Parameters<ReturnType<typeof useToastController>['dispatchToast']>[1]>['root'] = { tabIndex: -1 };

/** The toasts speak through LiveRegions (each dispatch says its own words), not Fluent's announcer. */
const fluentAnnouncesNothing = () => undefined;

/**
 * The band at the bottom of the shell's column that shows the toasts (Shell.tsx places it below
 * the content), and the reporter of the lists that fail to load (the shell's query client).
 */
export function ToastFooter() {
  const styles = useStyles();
  const setFooter = useSetAtom(toastFooterAtom);
  useEffect(() => () => setFooter(null), [setFooter]);
  return (
    <>
      <ListFailureToasts />
      <div ref={setFooter} className={styles.footer} />
    </>
  );
}

export function AppToaster() {
  const styles = useStyles();
  const footer = useAtomValue(toastFooterAtom);
  // `key`: a new toaster when the footer comes or goes (its portal moves).
  const shared = { toasterId: APP_TOASTER_ID, timeout: TOAST_DURATION_MS, pauseOnHover: true, pauseOnWindowBlur: true, shortcuts: toastShortcuts, announce: fluentAnnouncesNothing };
  return (
    <>
      <LiveRegions />
      {footer ? (
        <Toaster key="footer" {...shared} mountNode={footer} position="bottom" className={styles.inFooter} limit={3} />
      ) : (
        <Toaster key="top" {...shared} position="top" limit={5} />
      )}
    </>
  );
}

/** A toast's one button (a delete's Undo): pressed once, it closes its toast and runs. */
export interface ToastAction {
  label: string;
  onClick(): void;
  /** How long the toast, and so the action, is offered. */
  timeout: number;
}

export interface Notify {
  success(message: string): void;
  info(message: string): void;
  warning(message: string): void;
  error(message: string): void;
  /** A success toast with a button. */
  successWithAction(message: string, action: ToastAction): void;
}

/** Shows a toast in the app toaster; messages are already translated. */
export function useNotify(): Notify {
  const { t } = useTranslation();
  const { dispatchToast, dismissToast } = useToastController(APP_TOASTER_ID);
  // Each toast with an action has an id of its own (its button closes it): this hook's, and a count.
  const idPrefix = useId();
  const actionToasts = useRef(0);
  return useMemo(() => {
    const show = (intent: ToastIntent) => (message: string) => {
      dispatchToast(
        <Toast>
          <ToastTitle>{message}</ToastTitle>
        </Toast>,
        { intent, timeout: TOAST_DURATION_MS, root: notATabStop },
      );
      announce(message, politenessOf(intent));
    };
    const successWithAction = (message: string, action: ToastAction) => {
      const toastId = `${idPrefix}-action-${(actionToasts.current += 1)}`;
      const press = () => {
        dismissToast(toastId);
        action.onClick();
      };
      dispatchToast(
        <Toast>
          <ToastTitle
            action={
              <Link as="button" onClick={press}>
                {action.label}
              </Link>
            }
          >
            {message}
          </ToastTitle>
        </Toast>,
        { intent: 'success', timeout: action.timeout, toastId, root: notATabStop },
      );
      // The button is not in the page's Tab order: say how to reach it.
      const sentence = message.replace(/\.\s*$/, '');
      announce(t('announcements.toastAction', { message: sentence, action: action.label, keys: chordLabel(SHORTCUTS.focusToasts.chord) }), 'polite');
    };
    return { success: show('success'), info: show('info'), warning: show('warning'), error: show('error'), successWithAction };
  }, [dispatchToast, dismissToast, idPrefix, t]);
}

/**
 * One error toast per list load that failed (after its retry), whichever screen asked for it;
 * the same message is not shown twice at once (the start-up lists failing together). A session
 * that ended is not a list failure: the app returns to the login instead.
 */
function ListFailureToasts() {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const client = useQueryClient();
  const { dispatchToast } = useToastController(APP_TOASTER_ID);
  /** When each message was last said: the toast of the same message is not shown again while it shows, nor said. */
  const said = useRef(new Map<string, number>());
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error' || !isListKey(event.query.queryKey)) return;
        if (isAppError(event.action.error, 'unauthorized')) return;
        const message = describeError(event.action.error, t, language);
        dispatchToast(
          <Toast>
            <ToastTitle>{message}</ToastTitle>
          </Toast>,
          // The same id while it shows: Fluent does not show a toast whose id is on screen.
          { intent: 'error', timeout: TOAST_DURATION_MS, toastId: `list-failed:${message}`, root: notATabStop },
        );
        const now = Date.now();
        if (now - (said.current.get(message) ?? -Infinity) < TOAST_DURATION_MS) return;
        said.current.set(message, now);
        announce(message, 'assertive');
      }),
    [client, dispatchToast, t, language],
  );
  return null;
}
