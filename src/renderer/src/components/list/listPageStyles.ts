/** The frame every list page draws alike (ResourceList, ServerPagedTable): its title row, toolbar, table surface, empty state and footer. */
import { tokens, type GriffelStyle } from '@fluentui/react-components';
import { surfaceStyle } from '../surface';

type ListPagePart = 'page' | 'header' | 'title' | 'toolbar' | 'surface' | 'empty' | 'footer' | 'muted';

export const listPageStyles: Record<ListPagePart, GriffelStyle> = {
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  header: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, justifyContent: 'space-between' },
  title: { margin: 0 },
  toolbar: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  surface: { ...surfaceStyle, overflowX: 'auto' },
  empty: { display: 'block', paddingBlock: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground2 },
  footer: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground2 },
};
