/**
 * The payment sections of the project and case forms (spec 2.12, 2.13): three checkboxes that
 * reveal the SMS rows, the bank block (projects only) and the credit-card link.
 * SMS rows: a plus button adds a row with a temporary id; the minus button removes the last row,
 * never the first (spec 2.12), with a note saying so.
 */
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular, Subtract20Regular } from '@fluentui/react-icons';
import { listQuery } from '../../api/queries';
import { FlagCheckboxField, SelectField, TextField } from '../../components/form/fields';
import { languageAtom } from '../../state/preferences';
import { newSmsRow, type PaymentValues } from './values';
import { useNameOptions } from '../../components/form/useNameOptions';

const useStyles = makeStyles({
  section: {
    gridColumn: '1 / -1',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalM,
  },
  row: {
    margin: 0,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingInline: tokens.spacingHorizontalXS },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

export function PaymentSections({ form, withBank }: { form: UseFormReturn<PaymentValues>; withBank: boolean }) {
  const { control } = form;
  const styles = useStyles();
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const [smsOn, bankOn, ccOn] = useWatch({ control, name: ['smsOn', 'bankOn', 'ccOn'] });
  // `key`: the field array's own row key, so the rows' `id` stays the form's.
  const rows = useFieldArray({ control, name: 'sms', keyName: 'key' });
  // Rows change through setValue, not append/remove: those validate the whole list at once, so a
  // new row would open with every field marked required before the user typed anything.
  const addRow = () => form.setValue('sms', [...form.getValues('sms'), newSmsRow()], { shouldDirty: true });
  const removeLastRow = () => {
    const current = form.getValues('sms');
    if (current.length <= 1) return;
    form.clearErrors(`sms.${current.length - 1}`);
    form.setValue('sms', current.slice(0, -1), { shouldDirty: true });
  };
  const mnos = useQuery(listQuery('mnos'));
  const operatorOptions = useNameOptions(mnos.data);

  return (
    <>
      <div className={styles.section}>
        <FlagCheckboxField control={control} name="smsOn" label={t('projectForm.smsSection')} />
        {smsOn === 1 && (
          <>
            {rows.fields.map((row, index) => (
              <fieldset key={row.key} className={styles.row}>
                <legend className={styles.legend}>{t('projectForm.smsRow', { number: (index + 1).toLocaleString(language) })}</legend>
                <SelectField
                  control={control}
                  name={`sms.${index}.mno`}
                  label={t('projectForm.operator')}
                  required
                  placeholder={t('projectForm.chooseOperator')}
                  options={operatorOptions}
                />
                <TextField control={control} name={`sms.${index}.short_code`} label={t('projectForm.shortCode')} required numeric dir="ltr" />
                <TextField
                  control={control}
                  name={`sms.${index}.keyword_ar`}
                  label={t('projectForm.keywordAR')}
                  required
                  dir="rtl"
                />
                <TextField
                  control={control}
                  name={`sms.${index}.keyword_en`}
                  label={t('projectForm.keywordEN')}
                  required
                  dir="ltr"
                />
                <TextField control={control} name={`sms.${index}.price`} label={t('projectForm.price')} required numeric="amount" dir="ltr" />
              </fieldset>
            ))}
            <div className={styles.buttons}>
              <Button icon={<Add20Regular />} onClick={addRow}>
                {t('projectForm.addRow')}
              </Button>
              <Button icon={<Subtract20Regular />} disabled={rows.fields.length <= 1} onClick={removeLastRow}>
                {t('projectForm.removeRow')}
              </Button>
              <Text size={200}>{t('projectForm.removeNote')}</Text>
            </div>
          </>
        )}
      </div>

      {withBank && (
        <div className={styles.section}>
          <FlagCheckboxField control={control} name="bankOn" label={t('projectForm.bankSection')} />
          {bankOn === 1 && (
            <div className={styles.grid}>
              <TextField control={control} name="bank.nameAR" label={t('projectForm.bankNameAR')} required dir="rtl" />
              <TextField control={control} name="bank.nameEN" label={t('projectForm.bankNameEN')} required dir="ltr" />
              <TextField control={control} name="bank.accNameAR" label={t('projectForm.accNameAR')} required dir="rtl" />
              <TextField control={control} name="bank.accNameEN" label={t('projectForm.accNameEN')} dir="ltr" />
              <TextField control={control} name="bank.accNum" label={t('projectForm.accNum')} required dir="ltr" />
              <TextField control={control} name="bank.IBAN" label={t('projectForm.iban')} required dir="ltr" />
              <TextField control={control} name="bank.noteAR" label={t('projectForm.noteAR')} required dir="rtl" />
              <TextField control={control} name="bank.noteEN" label={t('projectForm.noteEN')} required dir="ltr" />
              <Text size={200}>{t('projectForm.bankCountry')}</Text>
            </div>
          )}
        </div>
      )}

      <div className={styles.section}>
        <FlagCheckboxField control={control} name="ccOn" label={t('projectForm.ccSection')} />
        {ccOn === 1 && (
          <TextField
            control={control}
            name="cc_url"
            label={t('projectForm.ccUrl')}
            type="url"
            dir="ltr"
            placeholder="https://"
          />
        )}
      </div>
    </>
  );
}
