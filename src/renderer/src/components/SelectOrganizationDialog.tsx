/**
 * The 'Select organization' dialog (spec 2.12, 2.13, 5): creating a project or a case, or
 * duplicating a case, needs an organization. With none chosen in the top bar the dialog says why,
 * offers the organizations by name in the UI language, and on 'Confirm' hands the choice to the
 * action, for that one new record: the top bar's choice is a filter of lists, and a new record's
 * organization does not change it behind the user's back.
 */
import { useCallback, useId, useState, type ReactElement } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Dropdown, Field, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import { listQuery } from '../api/queries';
import { selectedOrganizationIdAtom } from '../state/preferences';
import { AppDialog } from './AppDialog';
import { useNameOptions } from './form/useNameOptions';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface SelectOrganizationDialogProps {
  open: boolean;
  /** Why an organization is needed ('You must select an organization before creating a Project.'). */
  message: string;
  onCancel(): void;
  onSelected(organizationId: number): void;
}

export function SelectOrganizationDialog({ open, message, onCancel, onSelected }: SelectOrganizationDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const messageId = useId();
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
    setChoice(null);
    onSelected(Number(chosen.value));
  };

  return (
    <AppDialog
      open={open}
      title={t('selectOrganization.title')}
      onClose={close}
      describedBy={messageId}
      contentClassName={styles.content}
      primary={{ label: t('selectOrganization.confirm'), onClick: confirm, disabled: !chosen }}
    >
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
    </AppDialog>
  );
}

/**
 * Runs an action that needs an organization with it: at once with the top bar's (when it still
 * exists), else with the one chosen in the dialog (`dialog` must be rendered by the screen).
 */
export function useRequireOrganization(): {
  requireOrganization(message: string, action: (organizationId: number) => void): void;
  dialog: ReactElement;
} {
  const selectedId = useAtomValue(selectedOrganizationIdAtom);
  const organizations = useQuery(listQuery('organizations'));
  const topBarChoice = (organizations.data ?? []).some((organization) => organization.id === selectedId) ? selectedId : null;
  const [pending, setPending] = useState<{ message: string; action: (organizationId: number) => void } | null>(null);

  const requireOrganization = useCallback(
    (message: string, action: (organizationId: number) => void) =>
      topBarChoice !== null ? action(topBarChoice) : setPending({ message, action }),
    [topBarChoice],
  );
  const dialog = (
    <SelectOrganizationDialog
      open={pending !== null}
      message={pending?.message ?? ''}
      onCancel={() => setPending(null)}
      onSelected={(organizationId) => {
        const action = pending?.action;
        setPending(null);
        action?.(organizationId);
      }}
    />
  );
  return { requireOrganization, dialog };
}
