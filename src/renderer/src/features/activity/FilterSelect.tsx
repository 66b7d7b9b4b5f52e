/**
 * One filter of a screen: a labelled select whose first choice is 'all' (no filter). A value the
 * choices do not hold (an admin since demoted, in an address sent by a colleague) is offered as it
 * is, so the select says what the list is filtered by.
 */
import { Field, Select } from '@fluentui/react-components';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  label: string;
  /** The first choice, no filter ('All admins'). */
  allLabel: string;
  options: readonly FilterOption[];
  /** '' for no filter. */
  value: string;
  onChange(value: string): void;
  className?: string;
}

export function FilterSelect({ label, allLabel, options, value, onChange, className }: FilterSelectProps) {
  const unknown = value !== '' && !options.some((option) => option.value === value);
  return (
    <Field label={label} className={className}>
      <Select value={value} onChange={(_event, data) => onChange(data.value)}>
        <option value="">{allLabel}</option>
        {unknown && <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
