/**
 * The one dialog scaffold: a title, the content, a closing button (Cancel, Close, OK…) and an
 * optional primary action. Every dialog of the app is one of these, so they close, wait and give
 * the focus back the same way:
 * - Escape, a click outside and the closing button all call `onClose`;
 * - while `busy` (a delete being sent, a statement being imported) the closing button is disabled
 *   and Escape does nothing, so what runs is not left behind a closed dialog;
 * - the focus goes back, when it closes, to what had it when it opened (`useFocusReturn`: the
 *   dialogs open from code, and Fluent does that only for its own `DialogTrigger`).
 */
import type { ReactElement, ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  type ButtonProps,
  type DialogModalType,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useFocusReturn } from './useFocusReturn';

/** The dialog's primary button. */
export interface DialogAction {
  label: string;
  onClick(): void;
  disabled?: boolean;
  /** Runs: the button shows a spinner and does not take another press. */
  busy?: boolean;
  icon?: ReactElement;
  className?: string;
}

export interface AppDialogProps {
  open: boolean;
  title: ReactNode;
  /** Escape, a click outside or the closing button. */
  onClose(): void;
  children: ReactNode;
  /** 'alert' for questions and warnings (role `alertdialog`, no closing by a click outside). */
  modalType?: DialogModalType;
  /** Something runs: the dialog stays open until it ends. */
  busy?: boolean;
  /** Default 'Cancel'. */
  closeLabel?: string;
  /** Default secondary; a dialog whose only button closes it may make it the primary one. */
  closeAppearance?: ButtonProps['appearance'];
  primary?: DialogAction;
  /** The primary button before the closing one (the statement import's 'Import', then 'Close'). */
  primaryFirst?: boolean;
  /** Id of the text that says what the dialog is about. */
  describedBy?: string;
  contentClassName?: string;
}

export function AppDialog({
  open,
  title,
  onClose,
  children,
  modalType = 'modal',
  busy = false,
  closeLabel,
  closeAppearance = 'secondary',
  primary,
  primaryFirst = false,
  describedBy,
  contentClassName,
}: AppDialogProps) {
  const { t } = useTranslation();
  useFocusReturn(open);
  const closeButton = (
    <Button key="close" appearance={closeAppearance} onClick={onClose} disabled={busy}>
      {closeLabel ?? t('common.cancel')}
    </Button>
  );
  const primaryButton = primary && (
    <Button
      key="primary"
      appearance="primary"
      className={primary.className}
      onClick={primary.onClick}
      disabled={primary.disabled || primary.busy}
      icon={primary.busy ? <Spinner size="tiny" /> : primary.icon}
    >
      {primary.label}
    </Button>
  );
  return (
    <Dialog modalType={modalType} open={open} onOpenChange={(_event, data) => !data.open && !busy && onClose()}>
      <DialogSurface aria-describedby={describedBy}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={contentClassName}>{children}</DialogContent>
          <DialogActions>{primaryFirst ? [primaryButton, closeButton] : [closeButton, primaryButton]}</DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
