/**
 * The History button of an edit screen's header and the panel it opens: a drawer at the inline
 * end (the right in English, the left in Arabic) with the record's timeline. Escape, the close
 * button or a click outside close it, and the keyboard goes back to the History button.
 *
 * A restore the form refused closes the panel, and the keyboard goes to what the form says
 * instead: the form was behind the modal panel when its message appeared, so neither its own
 * focusing nor its alert reached the user.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, makeStyles } from '@fluentui/react-components';
import { Dismiss24Regular, History20Regular } from '@fluentui/react-icons';
import { useFocusReturn } from '../useFocusReturn';
import { HistoryTimeline } from './HistoryTimeline';
import type { RecordHistoryTarget } from './types';

/** The field in error, else the form's message bar, else the stale record's Reload: the form around the History button first. */
function focusFormMessage(historyButton: HTMLElement | null): void {
  const scope = historyButton?.closest('section') ?? document.body;
  const target =
    scope.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    scope.querySelector<HTMLElement>('[role="alert"][tabindex="-1"]') ??
    scope.querySelector<HTMLElement>('[role="alert"] button');
  target?.focus();
}

const useStyles = makeStyles({
  // Fluent's medium drawer (592px), never wider than a narrow window.
  drawer: { maxWidth: '100vw' },
});

export function RecordHistory({ target }: { target: RecordHistoryTarget }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const refused = useRef(false);
  useFocusReturn(open);
  // After useFocusReturn's layout effect has given the History button the focus.
  useEffect(() => {
    if (open || !refused.current) return;
    refused.current = false;
    focusFormMessage(button.current);
  }, [open]);
  const close = () => setOpen(false);
  const closeRefused = () => {
    refused.current = true;
    close();
  };
  return (
    <>
      <Button ref={button} icon={<History20Regular />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('history.open')}
      </Button>
      <OverlayDrawer className={styles.drawer} open={open} position="end" size="medium" onOpenChange={(_event, data) => !data.open && close()}>
        <DrawerHeader>
          <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={t('history.close')} icon={<Dismiss24Regular />} onClick={close} />}>
            {t('history.title')}
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody>
          <HistoryTimeline target={target} onRestoreRefused={closeRefused} />
        </DrawerBody>
      </OverlayDrawer>
    </>
  );
}
