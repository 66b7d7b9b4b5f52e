import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from './fields';

/**
 * The choices of a content record's language (AR or EN) and gender (male or female), spec 9:
 * the values the shared schemas take, labelled in the interface language.
 */
export function useContentChoices(): { languageOptions: SelectOption[]; genderOptions: SelectOption[] } {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      languageOptions: [
        { value: 'ar', label: t('common.arabic') },
        { value: 'en', label: t('common.english') },
      ],
      genderOptions: [
        { value: 'male', label: t('common.male') },
        { value: 'female', label: t('common.female') },
      ],
    }),
    [t],
  );
}
