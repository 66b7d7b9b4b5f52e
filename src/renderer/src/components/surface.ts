import { tokens, type GriffelStyle } from '@fluentui/react-components';

/** The raised panel every screen puts its table or form on (spread into makeStyles). */
export const surfaceStyle: GriffelStyle = {
  backgroundColor: tokens.colorNeutralBackground1,
  borderRadius: tokens.borderRadiusLarge,
  border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
};

/** A surface holding a column of form content. */
export const cardStyle: GriffelStyle = {
  ...surfaceStyle,
  display: 'flex',
  flexDirection: 'column',
  gap: tokens.spacingVerticalL,
  paddingBlock: tokens.spacingVerticalXL,
  paddingInline: tokens.spacingHorizontalXL,
};
