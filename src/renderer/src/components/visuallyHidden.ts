import type { GriffelStyle } from '@fluentui/react-components';

/** Out of sight, still read by screen readers (the charts' tables). */
export const visuallyHidden: GriffelStyle = {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};
