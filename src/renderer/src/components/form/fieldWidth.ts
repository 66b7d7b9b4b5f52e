import { makeStaticStyles } from '@fluentui/react-components';

/**
 * The controls a Field holds that have a width of their own, by Fluent's static class names (a
 * date picker is an Input). Written out, not imported from each component's `…ClassNames`: those
 * bring their components' styles into the sign-in screen's JavaScript.
 */
const SIZED_CONTROLS = ['fui-Input', 'fui-Select', 'fui-Textarea', 'fui-Combobox', 'fui-Dropdown', 'fui-SpinButton'].map(
  (control) => `.fui-Field > .${control}`,
);

/**
 * Every field fits the place its layout gives it (a grid cell, a flex row, a card), in every form
 * of the app, the sign-in included (App.tsx applies this once).
 *
 * Fluent's text controls are as wide as their native element (an <input> is 20 characters of the
 * font wide: about 356 px with an Arabic font), and a grid or flex item never gets narrower than
 * its content: so a field in a 238 px column stuck out of it, over the next field or past its
 * card, and its value was cut. A field may shrink to its place, and its control with it (the Field
 * stretches its control across its width).
 */
export const useFieldWidthStyles = makeStaticStyles({
  [['.fui-Field', ...SIZED_CONTROLS].join(', ')]: { minWidth: 0 },
});
