/**
 * The Activity screen's filters, above its table: the admin (the admin users by name), the kind of
 * record, the action and the days. Each applies at once, and lives in the address (useAddressFilters).
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons';
import { HISTORY_ACTIONS } from '../../../../shared/entities/history';
import { listQuery } from '../../api/queries';
import { surfaceStyle } from '../../components/surface';
import { localeOf } from '../../i18n';
import { languageAtom } from '../../state/preferences';
import { adminName } from '../admin-users/descriptor';
import { DayRangeFilter } from './DayRangeFilter';
import { FilterSelect } from './FilterSelect';
import { ResourceFilter } from './ResourceFilter';
import type { ActivityFilterValues } from './activityFilters';

const useStyles = makeStyles({
  // Two rows of three: who, what and which action; then the days and the button that clears them all.
  filters: {
    ...surfaceStyle,
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    alignItems: 'end',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalL,
  },
  clear: { justifySelf: 'start' },
});

export interface ActivityFiltersProps {
  values: ActivityFilterValues;
  onChange(changes: Partial<ActivityFilterValues>): void;
}

export function ActivityFilters({ values, onChange }: ActivityFiltersProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const admins = useQuery(listQuery('adminUsers'));
  const adminOptions = useMemo(() => {
    const collator = new Intl.Collator(localeOf(language));
    return (admins.data ?? []).map((user) => ({ value: user.objectId, label: adminName(user) })).sort((a, b) => collator.compare(a.label, b.label));
  }, [admins.data, language]);
  const actionOptions = HISTORY_ACTIONS.map((action) => ({ value: action, label: t(`history.actions.${action}`) }));
  const filtered = Object.values(values).some((value) => value !== '');

  return (
    <div className={styles.filters} role="group" aria-label={t('activity.filters')}>
      <FilterSelect label={t('activity.admin')} allLabel={t('activity.allAdmins')} options={adminOptions} value={values.admin} onChange={(admin) => onChange({ admin })} />
      <ResourceFilter value={values.resource} onChange={(resource) => onChange({ resource })} />
      <FilterSelect label={t('activity.action')} allLabel={t('activity.allActions')} options={actionOptions} value={values.action} onChange={(action) => onChange({ action })} />
      <DayRangeFilter range={{ from: values.from, to: values.to }} onChange={onChange} />
      <Button
        className={styles.clear}
        appearance="subtle"
        icon={<Dismiss20Regular />}
        // Kept in the Tab order with nothing to clear: the focus stays on it once it has cleared the filters.
        disabledFocusable={!filtered}
        onClick={() => onChange({ admin: '', resource: '', action: '', from: '', to: '' })}
      >
        {t('activity.clearFilters')}
      </Button>
    </div>
  );
}
