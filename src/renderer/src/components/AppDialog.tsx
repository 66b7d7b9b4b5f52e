/**
 * The one dialog scaffold: a title, the content, a closing button (Cancel, Close, OK…) and an
 * optional primary action. Every dialog of the app is one of these, so they close, wait and give
 * the focus back the same way:
 * - Escape, a click outside and the closing button all call `onClose`;
 * - while `busy` (a delete being sent, a statement being imported) the closing button is disabled
 *   and Escape does nothing, so what runs is not left behind a closed dialog;
 * - the focus goes back, when it closes, to what had it when it opened (`useFocusReturn`: the
 *   dialogs open from code, and Fluent does that only for its own `DialogTrigger`), or, when that
 *   is gone with what the dialog did (a deleted row), to its neighbour;
 * - a screen reader says, with the dialog's name, what it is about (`aria-describedby`): the
 *   `describedBy` element, else the content's leading text (a message given as text, or a `Text`
 *   or paragraph first in the content: the question of a confirmation, the intro of a result).
 */
import { Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  Text,
  makeStyles,
  type ButtonProps,
  type DialogModalType,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useFocusReturn } from './useFocusReturn';
import { CLOSING_DIALOG_MARK } from './modalDialogs';

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
  /** Id of the text that says what the dialog is about; default: the content's leading text (see above). */
  describedBy?: string;
  contentClassName?: string;
}

const useStyles = makeStyles({ message: { margin: 0 } });

/**
 * The content with its leading text marked as the dialog's description: text given as it is is put
 * in a paragraph; a `Text` or paragraph first in the content is given an id (or keeps its own).
 * Nothing is marked when the content starts otherwise (a control), which describes nothing.
 */
function describedContent(children: ReactNode, id: string, className: string): { content: ReactNode; descriptionId?: string } {
  const items = Children.toArray(children);
  const textEnd = items.findIndex((item) => typeof item !== 'string' && typeof item !== 'number');
  const leadingText = textEnd < 0 ? items.length : textEnd;
  if (leadingText > 0) {
    const message = (
      <p key="description" id={id} className={className}>
        {items.slice(0, leadingText)}
      </p>
    );
    return { content: [message, ...items.slice(leadingText)], descriptionId: id };
  }
  const first = items[0];
  if (isValidElement<{ id?: string }>(first) && (first.type === Text || first.type === 'p')) {
    if (first.props.id) return { content: items, descriptionId: first.props.id };
    return { content: [cloneElement(first, { id }), ...items.slice(1)], descriptionId: id };
  }
  return { content: items };
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
  const styles = useStyles();
  useFocusReturn(open);
  const { content, descriptionId } = describedContent(children, useId(), styles.message);
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
      <DialogSurface aria-describedby={describedBy ?? descriptionId} {...(!open && { [CLOSING_DIALOG_MARK]: '' })}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={contentClassName}>{content}</DialogContent>
          <DialogActions>{primaryFirst ? [primaryButton, closeButton] : [closeButton, primaryButton]}</DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
