import { webLightTheme, type Theme } from '@fluentui/react-components';

/**
 * Fluent's web light theme with an Arabic-friendly font stack: Segoe UI covers Arabic on
 * Windows; macOS falls back to SF Arabic / Geeza Pro; Linux to Noto Sans Arabic.
 */
const fontFamilyBase =
  "'Segoe UI', 'Segoe UI Web (West European)', 'SF Arabic', 'Geeza Pro', 'Noto Sans Arabic', 'Noto Sans', Tahoma, -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', Arial, sans-serif";

export const appTheme: Theme = { ...webLightTheme, fontFamilyBase };
