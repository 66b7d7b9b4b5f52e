import { useId } from 'react';
import { LocalLanguage20Regular } from '@fluentui/react-icons/headless/svg/local-language';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/constants';
import { languageAtom } from '../state/preferences';
import { PlainButton, type PlainButtonProps } from './plain/PlainButton';

/**
 * Switches between Arabic and English. The button shows the other language's own name
 * ('English' while in Arabic, 'العربية' while in English); its accessible name is
 * "تبديل اللغة إلى English" in Arabic and "Switch language to العربية" in English.
 *
 * The name is put together from two elements (`aria-labelledby`), not written as one string
 * (`aria-label`): the language's name keeps its `lang` (and direction), so a screen reader says
 * 'العربية' with its Arabic voice inside the English sentence, and 'English' with its English one
 * inside the Arabic sentence, instead of spelling it out in the page's language.
 *
 * A plain button (drawn as Fluent's): it is on the login screen, which loads without Fluent.
 */
export function LanguageSwitch({ appearance = 'subtle' }: { appearance?: PlainButtonProps['appearance'] }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useAtom(languageAtom);
  const id = useId();
  const target: Language = language === 'ar' ? 'en' : 'ar';
  return (
    <PlainButton appearance={appearance} icon={<LocalLanguage20Regular />} aria-labelledby={`${id}-switch ${id}-name`} onClick={() => setLanguage(target)}>
      <span id={`${id}-switch`} hidden>
        {t('language.switchTo')}
      </span>
      <span id={`${id}-name`} lang={target} dir={target === 'ar' ? 'rtl' : 'ltr'}>
        {t(`language.${target}`)}
      </span>
    </PlainButton>
  );
}
