/**
 * The 'Select organization' dialog (spec 2.12, 2.13, 5): creating a project or a case, or
 * duplicating a case, needs the top bar's organization. With none chosen the dialog says why,
 * offers the organizations by name in the UI language, and on 'Confirm' sets the top bar's
 * choice (selectedOrganizationIdAtom) before the action goes on.
 */
import { useCallback, useId, useState, type ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Option,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { listQuery } from '../api/queries';
import { selectedOrganizationIdAtom } from '../state/preferences';
import { useNameOptions } from './form/useNameOptions';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface SelectOrganizationDialogProps {
  open: boolean;
  /** Why an organization is needed ('You must select an organization before creating a Project.'). */
  message: string;
  onCancel(): void;
  /** Called after the choice is stored as the top bar's organization. */
  onSelected(organizationId: number): void;
}

export function SelectOrganizationDialog({ open, message, onCancel, onSelected }: SelectOrganizationDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const messageId = useId();
  const setSelectedId = useSetAtom(selectedOrganizationIdAtom);
  const organizations = useQuery({ ...listQuery('organizations'), enabled: open });
  const [choice, setChoice] = useState<number | null>(null);

  const options = useNameOptions(organizations.data);
  const chosen = options.find((option) => option.value === String(choice));

  const close = () => {
    setChoice(null);
    onCancel();
  };
  const confirm = () => {
    if (!chosen) return;
    const id = Number(chosen.value);
    setSelectedId(id);
    setChoice(null);
    onSelected(id);
  };

  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && close()}>
      <DialogSurface aria-describedby={messageId}>
        <DialogBody>
          <DialogTitle>{t('selectOrganization.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text id={messageId}>{message}</Text>
            <Field label={t('selectOrganization.label')} required>
              <Dropdown
                placeholder={organizations.isPending ? t('app.loading') : t('selectOrganization.placeholder')}
                disabled={organizations.isPending}
                value={chosen?.label ?? ''}
                selectedOptions={chosen ? [chosen.value] : []}
                onOptionSelect={(_event, data) => setChoice(data.optionValue ? Number(data.optionValue) : null)}
              >
                {options.map((option) => (
                  <Option key={option.value} value={option.value}>
                    {option.label}
                  </Option>
                ))}
              </Dropdown>
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button appearance="primary" disabled={!chosen} onClick={confirm}>
              {t('selectOrganization.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * Runs an action that needs an organization: at once when the top bar has one (that still
 * exists), else after the dialog (`dialog` must be rendered by the screen).
 */
export function useRequireOrganization(): {
  requireOrganization(message: string, action: () => void): void;
  dialog: ReactElement;
} {
  const selectedId = useAtomValue(selectedOrganizationIdAtom);
  const organizations = useQuery(listQuery('organizations'));
  const hasOrganization = selectedId !== null && (organizations.data ?? []).some((organization) => organization.id === selectedId);
  const [pending, setPending] = useState<{ message: string; action: () => void } | null>(null);

  const requireOrganization = useCallback(
    (message: string, action: () => void) => (hasOrganization ? action() : setPending({ message, action })),
    [hasOrganization],
  );
  const dialog = (
    <SelectOrganizationDialog
      open={pending !== null}
      message={pending?.message ?? ''}
      onCancel={() => setPending(null)}
      onSelected={() => {
        const action = pending?.action;
        setPending(null);
        action?.();
      }}
    />
  );
  return { requireOrganization, dialog };
}
