/**
 * A report day picked from a calendar or typed as yyyy-MM-dd (spec: report dates are
 * yyyy-MM-dd, whatever the screen's language). The form holds the day as that text; the
 * calendar speaks the screen's language and follows its direction (FluentProvider's `dir`).
 */
import { useMemo } from 'react';
import { useController, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { Field } from '@fluentui/react-components';
import { DatePicker, type CalendarStrings } from '@fluentui/react-datepicker-compat';
import type { Language } from '../../../../shared/constants';
import { localeOf, translateMessage } from '../../i18n';
import { languageAtom } from '../../state/preferences';
import { dayOfDate, dateOfDay } from './reportDay';
import { fieldMessage } from '../../components/form/fieldMessage';

interface ReportDateFieldProps<T extends FieldValues> {
  /** The form: its control, and its errors for a typed text that is not a day. */
  form: Pick<UseFormReturn<T>, 'control' | 'setError' | 'clearErrors'>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
}

/** Month and day names from Intl in the screen's locale; the calendar's own texts from i18n. */
function useCalendarStrings(language: Language): CalendarStrings {
  const { t, i18n } = useTranslation();
  // Keyed on i18next's language too: the preference changes before the texts are applied.
  const textsLanguage = i18n.language;
  return useMemo(() => {
    const locale = localeOf(language);
    const names = (options: Intl.DateTimeFormatOptions, dates: Date[]) => {
      const format = new Intl.DateTimeFormat(locale, options);
      return dates.map((date) => format.format(date));
    };
    const months = Array.from({ length: 12 }, (_, month) => new Date(2024, month, 1));
    // 2024-01-07 was a Sunday: the calendar's weeks are listed from Sunday.
    const weekDays = Array.from({ length: 7 }, (_, day) => new Date(2024, 0, 7 + day));
    return {
      months: names({ month: 'long' }, months),
      shortMonths: names({ month: 'short' }, months),
      days: names({ weekday: 'long' }, weekDays),
      shortDays: names({ weekday: 'narrow' }, weekDays),
      goToToday: t('reports.calendar.goToToday'),
      prevMonthAriaLabel: t('reports.calendar.prevMonth'),
      nextMonthAriaLabel: t('reports.calendar.nextMonth'),
      prevYearAriaLabel: t('reports.calendar.prevYear'),
      nextYearAriaLabel: t('reports.calendar.nextYear'),
      prevYearRangeAriaLabel: t('reports.calendar.prevYearRange'),
      nextYearRangeAriaLabel: t('reports.calendar.nextYearRange'),
      closeButtonAriaLabel: t('reports.calendar.close'),
      selectedDateFormatString: t('reports.calendar.selectedDate'),
      todayDateFormatString: t('reports.calendar.todayDate'),
      monthPickerHeaderAriaLabel: t('reports.calendar.monthPickerHeader'),
      yearPickerHeaderAriaLabel: t('reports.calendar.yearPickerHeader'),
      weekNumberFormatString: t('reports.calendar.weekNumber'),
      dayMarkedAriaLabel: t('reports.calendar.marked'),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- textsLanguage: see above.
  }, [language, textsLanguage, t]);
}

export function ReportDateField<T extends FieldValues>({ form, name, label, required }: ReportDateFieldProps<T>) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const strings = useCalendarStrings(language);
  // Destructured: the field object also carries the input's ref, which must not be read in render.
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control: form.control, name });
  const message = translateMessage(t, error?.message);
  const day = typeof value === 'string' ? value : '';

  return (
    <Field label={label} required={required} validationState={message ? 'error' : 'none'} validationMessage={fieldMessage(message)}>
      <DatePicker
        ref={ref}
        value={dateOfDay(day)}
        onSelectDate={(date) => {
          onChange(date ? dayOfDate(date) : '');
          if (error?.type === 'manual') form.clearErrors(name);
        }}
        // Text that is not a day keeps the last day shown; the field says why until a day is chosen.
        onValidationResult={({ error: problem }) => {
          if (problem === 'invalid-input') form.setError(name, { type: 'manual', message: 'validation.reportDate' });
        }}
        onBlur={onBlur}
        formatDate={(date) => (date ? dayOfDate(date) : '')}
        parseDateFromString={dateOfDay}
        allowTextInput
        strings={strings}
        placeholder="yyyy-MM-dd"
        // The day is written left to right on an Arabic screen too.
        input={{ dir: 'ltr' }}
      />
    </Field>
  );
}
