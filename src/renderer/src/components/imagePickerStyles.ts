/**
 * The look of an image picker, shared by the kit's ImageField and the campaign form's pickers:
 * the hidden file input the buttons open, the preview of the image and the frame shown while
 * there is none.
 */
import { tokens, type GriffelStyle } from '@fluentui/react-components';
import { visuallyHidden } from './visuallyHidden';

/** Out of sight, the tab order and the accessibility tree; the buttons open it, the field's label names it. */
export const hiddenFileInput: GriffelStyle = { ...visuallyHidden, insetInlineStart: 0, insetBlockStart: 0, opacity: 0 };

export const imagePreview: GriffelStyle = {
  display: 'block',
  maxInlineSize: 'min(320px, 100%)',
  maxBlockSize: '200px',
  objectFit: 'contain',
  borderRadius: tokens.borderRadiusMedium,
  outlineWidth: tokens.strokeWidthThin,
  outlineStyle: 'solid',
  outlineColor: tokens.colorNeutralStroke2,
  backgroundColor: tokens.colorNeutralBackground3,
};

export const noImageFrame: GriffelStyle = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 'min(320px, 100%)',
  blockSize: '96px',
  borderRadius: tokens.borderRadiusMedium,
  outlineWidth: tokens.strokeWidthThin,
  outlineStyle: 'dashed',
  outlineColor: tokens.colorNeutralStroke1,
  color: tokens.colorNeutralForeground3,
};
