import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useFocusReturn } from './useFocusReturn';

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

/** A modal question with Cancel and a confirming button (deletes, discarding changes). */
export function ConfirmDialog({ open, title, message, confirmLabel, busy = false, destructive = true, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  useFocusReturn(open);
  return (
    <Dialog modalType="alert" open={open} onOpenChange={(_event, data) => !data.open && !busy && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{message}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button
              appearance="primary"
              className={destructive && !busy ? styles.danger : undefined}
              onClick={onConfirm}
              disabled={busy}
              icon={busy ? <Spinner size="tiny" /> : undefined}
            >
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
