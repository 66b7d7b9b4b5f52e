/**
 * What an image picker is made of, shared by the kit's ImageField and the campaign form's
 * pickers: the hidden file input the buttons open, the preview of the image and the frame shown
 * while there is none.
 */
import type { ChangeEvent, Ref } from 'react';
import { makeStyles, tokens, type GriffelStyle } from '@fluentui/react-components';
import { visuallyHidden } from './visuallyHidden';

/** The image types an upload takes (the server checks the content again). */
const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

const useInputStyles = makeStyles({
  // Out of sight, the tab order and the accessibility tree; the buttons open it, the field's label names it.
  input: { ...visuallyHidden, insetInlineStart: 0, insetBlockStart: 0, opacity: 0 },
});

/** The file input of a picker: opened by its buttons (and a click on the field's label, through `id`). */
export function HiddenImageInput({
  ref,
  id,
  disabled,
  onChange,
}: {
  ref: Ref<HTMLInputElement>;
  id: string | undefined;
  disabled: boolean;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}) {
  const styles = useInputStyles();
  return (
    <input
      ref={ref}
      id={id}
      type="file"
      accept={ACCEPTED_IMAGE_TYPES}
      className={styles.input}
      tabIndex={-1}
      aria-hidden="true"
      disabled={disabled}
      onChange={onChange}
    />
  );
}

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
