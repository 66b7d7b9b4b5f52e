/**
 * The compare view of a save refused because the record changed since the form's values were
 * typed (409; a restored draft made on an older version meets it first): per field, "yours" and
 * "theirs" under the label the form shows, a choice of one of them, then Save, which saves the
 * choices over the current version. Cancel leaves the form as typed (its stale-record bar stays).
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Radio, RadioGroup, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AppDialog } from '../../AppDialog';
import type { Choice, CompareField } from './compareFields';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0 },
  option: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  // Long values (a description) keep their lines and wrap; the dialog's content scrolls as a whole.
  value: { whiteSpace: 'pre-line', overflowWrap: 'anywhere', color: tokens.colorNeutralForeground2 },
});

export interface CompareDialogProps {
  open: boolean;
  fields: CompareField[];
  saving: boolean;
  onSave(choices: Record<string, Choice>): void;
  onCancel(): void;
}

export function CompareDialog({ open, fields, saving, onSave, onCancel }: CompareDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const introId = useId();
  // Each comparison is a dialog of its own (keyed by its caller): it starts from its suggestions.
  const [choices, setChoices] = useState<Record<string, Choice>>(() => Object.fromEntries(fields.map((field) => [field.id, field.initial])));
  const option = (field: CompareField, choice: Choice) => (
    <span className={styles.option}>
      <Text weight="semibold">{t(choice === 'yours' ? 'drafts.keepYours' : 'drafts.keepTheirs')}</Text>
      <Text className={styles.value} dir="auto">
        {field[choice]}
      </Text>
    </span>
  );
  return (
    <AppDialog
      open={open}
      title={t('drafts.compareTitle')}
      describedBy={introId}
      onClose={onCancel}
      busy={saving}
      contentClassName={styles.content}
      primary={{ label: t('drafts.saveChoices'), onClick: () => onSave(choices), busy: saving }}
    >
      <Text id={introId}>{t(fields.length === 0 ? 'drafts.compareNothing' : 'drafts.compareIntro')}</Text>
      {fields.length > 0 && (
        <div className={styles.fields}>
          {fields.map((field) => (
            <Field key={field.id} label={t('drafts.compareField', { field: field.label })}>
              <RadioGroup
                value={choices[field.id] ?? field.initial}
                onChange={(_event, data) => setChoices((current) => ({ ...current, [field.id]: data.value as Choice }))}
              >
                <Radio value="yours" label={option(field, 'yours')} />
                <Radio value="theirs" label={option(field, 'theirs')} />
              </RadioGroup>
            </Field>
          ))}
        </div>
      )}
    </AppDialog>
  );
}
