/**
 * A rich-text field bound to react-hook-form (project and case descriptions, spec 2.12, 2.13):
 * the Quill editor of react-quill-new with a toolbar (bold, italic, underline, lists, link,
 * alignment, direction), its label, required mark and message like the other fields. The value
 * is HTML; an empty editor ('<p><br></p>') is ''. Quill and its CSS load with the first editor
 * shown, so other screens never carry them.
 *
 * Keyboard: the toolbar is one Tab stop whose named buttons the arrow keys go along, the editing
 * area is the next (a named multi-line text box, required and invalid like the other fields), and
 * Tab and Shift+Tab leave the editor (Quill's tab insertion and Tab indenting are switched off; the
 * editor offers no indenting, so nothing is lost).
 *
 * Direction: the field's `dir` is the text's, whatever the interface language. It is the editing
 * area's `dir` attribute (not a CSS `direction`, which Griffel turns round on right-to-left pages),
 * and an Arabic editor with nothing in it gets Quill's right-to-left, right-aligned line format,
 * so what is typed is saved with `ql-direction-rtl ql-align-right` and shows the same way wherever
 * the HTML is read (the server's sanitizer keeps those classes). Phone numbers, dates and
 * addresses inside the text keep their left-to-right order (richTextLtrRuns.ts).
 */
import type ReactQuillComponent from 'react-quill-new';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type HTMLAttributes } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, Spinner, makeStyles, mergeClasses, shorthands, tokens, useArrowNavigationGroup, type FieldProps } from '@fluentui/react-components';
import { translateMessage, type TranslationKey } from '../../i18n';
import type { BoundFieldProps } from './fields';
import { keepLtrRunsMarked, LTR_RUN_FORMAT, registerLtrRunFormat } from './richTextLtrRuns';
import { isEmptyRichText, normalizeRichText } from './richTextValue';
import { fieldMessage } from './fieldMessage';

const ReactQuill = lazy(async () => {
  const [module] = await Promise.all([import('react-quill-new'), import('react-quill-new/dist/quill.snow.css')]);
  registerLtrRunFormat(module.Quill);
  return { default: module.default };
});

/** The line format an empty Arabic editor starts with (Quill's names). */
const RIGHT_TO_LEFT_LINE = { direction: 'rtl', align: 'right' } as const;

/**
 * Gives an empty right-to-left editor its line format. 'silent': not an edit of the user's, so
 * the form's value stays '' until something is typed.
 */
function startRightToLeft(editor: ReactQuillComponent | null): void {
  const quill = editor?.getEditor();
  if (!quill || quill.getLength() > 1) return;
  const format = quill.getFormat(0, 1);
  if (format.direction === RIGHT_TO_LEFT_LINE.direction && format.align === RIGHT_TO_LEFT_LINE.align) return;
  quill.formatLine(0, 1, RIGHT_TO_LEFT_LINE, 'silent');
}

const TOOLBAR = [
  ['bold', 'italic', 'underline'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['link'],
  [{ align: [] }, { direction: 'rtl' }],
  ['clean'],
];
const FORMATS = ['bold', 'italic', 'underline', 'list', 'link', 'align', 'direction', LTR_RUN_FORMAT];

/** Names of the toolbar's controls, by the class Quill gives them. */
const CONTROL_NAMES: Array<[selector: string, key: TranslationKey]> = [
  ['button.ql-bold', 'richText.bold'],
  ['button.ql-italic', 'richText.italic'],
  ['button.ql-underline', 'richText.underline'],
  ['button.ql-list[value="ordered"]', 'richText.orderedList'],
  ['button.ql-list[value="bullet"]', 'richText.bulletList'],
  ['button.ql-link', 'richText.link'],
  ['.ql-align .ql-picker-label', 'richText.align'],
  ['button.ql-direction', 'richText.direction'],
  ['button.ql-clean', 'richText.clear'],
];

const useStyles = makeStyles({
  editor: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    '& .ql-toolbar': { borderTopLeftRadius: tokens.borderRadiusMedium, borderTopRightRadius: tokens.borderRadiusMedium },
    '& .ql-container': {
      minHeight: '140px',
      fontFamily: 'inherit',
      fontSize: tokens.fontSizeBase300,
      borderBottomLeftRadius: tokens.borderRadiusMedium,
      borderBottomRightRadius: tokens.borderRadiusMedium,
    },
    // `start`, not Quill's `left`: lines without an alignment follow the editing area's `dir`.
    '& .ql-editor': { minHeight: '140px', textAlign: 'start' },
    '& .ql-editor:focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
    '& .ql-toolbar button:focus-visible, & .ql-picker-label:focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
    // Quill floats its controls left; Griffel turns this round on a right-to-left page, so the buttons
    // read, and the arrow keys go, in the page's direction like their groups.
    '& .ql-toolbar.ql-snow button, & .ql-toolbar.ql-snow .ql-picker': { float: 'left' },
  },
  invalid: { '& .ql-container, & .ql-toolbar': shorthands.borderColor(tokens.colorPaletteRedBorder2) },
  // While the editor's code loads: its place kept (one toolbar row of 42 px over the 140 px editing
  // area and its border), so the fields below do not jump down under the pointer when it comes.
  loading: { minHeight: '183px', display: 'flex', alignItems: 'center', justifyContent: 'center' },
});

export interface RichTextFieldProps<T extends FieldValues> extends BoundFieldProps<T> {
  /** The text's direction: 'rtl' for Arabic descriptions. */
  dir: 'ltr' | 'rtl';
  placeholder?: string;
}

/** What a Fluent `Field` hands its control: id and the aria wiring of label, hint and message. */
type FieldControlProps = Pick<HTMLAttributes<HTMLElement>, 'id' | 'aria-labelledby' | 'aria-describedby' | 'aria-invalid' | 'aria-required'>;
const WIRED_ATTRIBUTES = ['aria-labelledby', 'aria-describedby', 'aria-invalid', 'aria-required'] as const;

interface EditorProps {
  control: FieldControlProps;
  value: string;
  dir: 'ltr' | 'rtl';
  placeholder?: string;
  disabled?: boolean;
  invalid: boolean;
  onChange(html: string): void;
  onBlur(): void;
  registerFocus(focus: () => void): void;
}

function Editor({ control, value, dir, placeholder, disabled, invalid, onChange, onBlur, registerFocus }: EditorProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const quill = useRef<ReactQuillComponent>(null);
  // What Quill last wrote, raw and as the form keeps it: Quill is given its own raw HTML back while
  // the form's value is that HTML, else it would reset itself (and the caret) on every render.
  const [echo, setEcho] = useState<{ normalized: string; raw: string } | null>(null);
  const quillValue = echo && echo.normalized === normalizeRichText(value) ? echo.raw : value;
  // The Field hands a new object on every render: compare its content.
  const controlKey = JSON.stringify(control);
  // The toolbar is one Tab stop and the arrow keys move along it (the ARIA toolbar pattern): Tab
  // goes from the field before to the toolbar, then to the text, then on to the next field.
  const toolbarNavigation = JSON.stringify(useArrowNavigationGroup({ axis: 'horizontal', memorizeCurrent: true }));
  const modules = useMemo(
    () => ({
      toolbar: TOOLBAR,
      // Tab moves the focus on instead of inserting a tab (no keyboard trap).
      keyboard: { bindings: { tab: null, indent: null, outdent: null, 'remove tab': null, 'table tab': null } },
    }),
    [],
  );

  // Quill is there once ReactQuill has mounted (before this parent's effects run).
  useEffect(() => {
    const editor = quill.current?.getEditor();
    return editor && keepLtrRunsMarked(editor);
  }, []);

  // Quill renders its own DOM: name the editing area and the toolbar's controls once it is there.
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    let frame = 0;
    const apply = () => {
      const area = root.querySelector<HTMLElement>('.ql-editor');
      if (!area) {
        frame = requestAnimationFrame(apply);
        return;
      }
      area.setAttribute('role', 'textbox');
      area.setAttribute('aria-multiline', 'true');
      area.setAttribute('dir', dir);
      const wiring = JSON.parse(controlKey) as FieldControlProps;
      if (wiring.id) area.id = wiring.id;
      // Set and taken off again: a message that has gone leaves the area neither invalid nor described by it.
      for (const name of WIRED_ATTRIBUTES) {
        const attribute = wiring[name];
        if (attribute === undefined || attribute === false) area.removeAttribute(name);
        else area.setAttribute(name, String(attribute));
      }
      // The Field names the area (`aria-labelledby`), but a label's `for` cannot point at a div: its click focuses the area.
      const label = root.parentElement?.querySelector<HTMLLabelElement>('label');
      if (label) label.onclick = () => area.focus();
      const toolbar = root.querySelector<HTMLElement>('.ql-toolbar');
      toolbar?.setAttribute('role', 'toolbar');
      toolbar?.setAttribute('aria-label', t('richText.toolbar'));
      for (const [name, attribute] of Object.entries(JSON.parse(toolbarNavigation) as Record<string, string>)) toolbar?.setAttribute(name, attribute);
      for (const [selector, key] of CONTROL_NAMES) {
        root.querySelectorAll<HTMLElement>(selector).forEach((element) => {
          element.setAttribute('aria-label', t(key));
          element.setAttribute('title', t(key));
        });
      }
      registerFocus(() => area.focus());
      if (dir === 'rtl') startRightToLeft(quill.current);
    };
    apply();
    return () => cancelAnimationFrame(frame);
  }, [controlKey, toolbarNavigation, dir, t, registerFocus]);

  return (
    <div ref={container} className={mergeClasses(styles.editor, invalid && styles.invalid)}>
      <ReactQuill
        ref={quill}
        // An explicit tab stop on the editing area: without the attribute Chromium reports an editing
        // host's `tabIndex` as -1, so Fluent's focus manager (tabster) counts it out of the Tab order,
        // and as it passes Quill's hidden inputs (the alignment picker's select, the link tooltip's
        // input) tabster moves the focus itself, from the toolbar straight past the text.
        tabIndex={0}
        theme="snow"
        value={quillValue}
        modules={modules}
        formats={FORMATS}
        placeholder={placeholder}
        readOnly={disabled}
        onChange={(html, _delta, source) => {
          // Quill echoes a value set from outside as a change, written its own way (class order,
          // entities): remember that this is how it writes the form's value, and hand it the same
          // back, else the two would chase each other for ever. Only the user's edits count.
          const normalized = source === 'user' ? normalizeRichText(html) : normalizeRichText(value);
          setEcho((previous) => (previous?.normalized === normalized && previous.raw === html ? previous : { normalized, raw: html }));
          if (source === 'user') onChange(normalized);
          // Emptied (all deleted, or the form reset): an Arabic editor starts right to left again.
          if (dir === 'rtl' && isEmptyRichText(html)) queueMicrotask(() => startRightToLeft(quill.current));
        }}
        onBlur={() => onBlur()}
      />
    </div>
  );
}

/** A rich-text description: HTML in the form's value, '' when the editor is empty. */
export function RichTextField<T extends FieldValues>(props: RichTextFieldProps<T>) {
  const { t } = useTranslation();
  const styles = useStyles();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control: props.control, name: props.name });
  const message = translateMessage(t, error?.message);
  const focusRef = useRef<() => void>(() => undefined);
  // react-hook-form focuses the first invalid field through this ref.
  useEffect(() => {
    ref({ focus: () => focusRef.current() });
  }, [ref]);
  const registerFocus = useCallback((focus: () => void) => {
    focusRef.current = focus;
  }, []);
  const chrome: FieldProps = {
    label: props.label,
    required: props.required,
    hint: props.hint,
    validationState: message ? 'error' : 'none',
    validationMessage: fieldMessage(message),
  };
  return (
    // `data-field`: found by its path when a refused submit focuses the first field in error (invalidSubmit.ts).
    <Field {...chrome} data-field={props.name}>
      {(control) => (
        <Suspense
          fallback={
            <div className={styles.loading}>
              <Spinner size="tiny" label={t('app.loading')} />
            </div>
          }
        >
          <Editor
            control={control}
            value={typeof value === 'string' ? value : ''}
            dir={props.dir}
            placeholder={props.placeholder}
            disabled={props.disabled}
            invalid={Boolean(message)}
            onChange={onChange}
            onBlur={onBlur}
            registerFocus={registerFocus}
          />
        </Suspense>
      )}
    </Field>
  );
}
