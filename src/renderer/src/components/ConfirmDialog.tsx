import { makeStyles, tokens } from '@fluentui/react-components';
import { AppDialog } from './AppDialog';

const useStyles = makeStyles({
  // Fluent has no danger button: a primary one in the status red (white text on it: 4.9:1 and more).
  danger: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorStatusDangerBackground3Hover, color: tokens.colorNeutralForegroundOnBrand },
    ':hover:active': { backgroundColor: tokens.colorStatusDangerBackground3Pressed, color: tokens.colorNeutralForegroundOnBrand },
  },
});

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  /** The confirming button destroys something (a delete, discarding changes): shown in red. Default true. */
  destructive?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * A modal question with Cancel and a confirming button (deletes, discarding changes). Its message
 * describes the dialog (AppDialog marks text content so), so a screen reader says the question
 * with the title; the focus goes back to the opener, or to its neighbour once a delete took it.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, busy = false, destructive = true, onConfirm, onCancel }: ConfirmDialogProps) {
  const styles = useStyles();
  return (
    <AppDialog
      modalType="alert"
      open={open}
      title={title}
      onClose={onCancel}
      busy={busy}
      primary={{ label: confirmLabel, onClick: onConfirm, busy, className: destructive && !busy ? styles.danger : undefined }}
    >
      {message}
    </AppDialog>
  );
}
