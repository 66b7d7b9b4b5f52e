import { Button, type ButtonProps } from '@fluentui/react-components';
import { LocalLanguage20Regular } from '@fluentui/react-icons';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/constants';
import { languageAtom } from '../state/preferences';

/**
 * Switches between Arabic and English. The button shows the other language's own name
 * ('English' while in Arabic, 'العربية' while in English); its accessible name is
 * "تبديل اللغة إلى English" in Arabic and "Switch language to العربية" in English.
 */
export function LanguageSwitch({ appearance = 'subtle' }: { appearance?: ButtonProps['appearance'] }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useAtom(languageAtom);
  const target: Language = language === 'ar' ? 'en' : 'ar';
  const targetName = t(`language.${target}`);
  return (
    <Button
      appearance={appearance}
      icon={<LocalLanguage20Regular />}
      aria-label={`${t('language.switchTo')} ${targetName}`}
      onClick={() => setLanguage(target)}
    >
      <span lang={target} dir={target === 'ar' ? 'rtl' : 'ltr'}>
        {targetName}
      </span>
    </Button>
  );
}
