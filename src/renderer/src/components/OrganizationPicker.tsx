import { useId, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Dropdown, Label, Option, makeStyles, tokens } from '@fluentui/react-components';
import type { Organization } from '../../../shared/entities/organization';
import { listQuery } from '../api/queries';
import { localeOf } from '../i18n';
import { languageAtom, selectedOrganizationIdAtom } from '../state/preferences';

const ALL = '';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  dropdown: { minWidth: '200px', maxWidth: '320px' },
  label: {
    whiteSpace: 'nowrap',
    '@media (max-width: 599px)': {
      // Visually hidden on small windows; still names the control.
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

/**
 * The organization selector of the top bar (spec 2.1): organizations by their Arabic or
 * English name, plus 'All organizations'. The choice persists (selectedOrganizationIdAtom).
 * It narrows the banners list (which then says so: list/OrganizationFilterNote.tsx) and is the
 * organization new projects and cases are made for; src/renderer/README.md says why only those.
 * Accessible name: 'Organization' / 'المؤسسة'.
 */
export function OrganizationPicker() {
  const styles = useStyles();
  const { t } = useTranslation();
  const labelId = useId();
  const language = useAtomValue(languageAtom);
  const [selectedId, setSelectedId] = useAtom(selectedOrganizationIdAtom);
  const organizations = useQuery(listQuery('organizations'));

  const nameOf = useMemo(
    () => (organization: Organization) => (language === 'ar' ? organization.nameAR : organization.nameEN) || organization.nameEN || organization.nameAR,
    [language],
  );
  const sorted = useMemo(() => {
    const collator = new Intl.Collator(localeOf(language));
    return [...(organizations.data ?? [])].sort((a, b) => a.order - b.order || collator.compare(nameOf(a), nameOf(b)));
  }, [organizations.data, language, nameOf]);

  const selected = sorted.find((organization) => organization.id === selectedId);
  const value = selected ? nameOf(selected) : t('shell.allOrganizations');

  return (
    <div className={styles.root}>
      <Label id={labelId} className={styles.label}>
        {t('shell.organization')}
      </Label>
      <Dropdown
        className={styles.dropdown}
        aria-labelledby={labelId}
        value={organizations.isPending ? t('app.loading') : value}
        selectedOptions={[selected ? String(selected.id) : ALL]}
        disabled={organizations.isPending}
        onOptionSelect={(_event, data) => setSelectedId(data.optionValue && data.optionValue !== ALL ? Number(data.optionValue) : null)}
      >
        <Option value={ALL}>{t('shell.allOrganizations')}</Option>
        {sorted.map((organization) => (
          <Option key={organization.id} value={String(organization.id)}>
            {nameOf(organization)}
          </Option>
        ))}
      </Dropdown>
    </div>
  );
}
