/**
 * The palette's field and results, the ARIA combobox pattern (cmdk): the field is a `combobox`
 * that owns a `listbox`; each section is a `group` of `option`s named by its heading, and the
 * headings are not options. cmdk counts nothing itself, and a screen reader counts options per
 * group, so each option says its place among all of them (`aria-posinset`/`aria-setsize`): the
 * third of twelve is "3 of 12" whichever section it is in. The arrow keys, Home, End and Enter
 * are cmdk's (the same keys on every layout); the entries come filtered and ranked (paletteFilter.ts).
 *
 * Pure: what to show and what choosing does come from the caller (CommandPalette.tsx; the bench's page).
 */
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { Command, useCommandState } from 'cmdk';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { visuallyHidden } from '../visuallyHidden';
import type { Searchable } from './paletteFilter';
import { OWN_DIALOG_MARK } from './paletteState';

export interface PaletteEntry extends Searchable {
  /** Unique among the palette's entries: `screen:/activities`, `action:newProject`, `record:projects:12`. */
  id: string;
  /** What it is, after the label ('Settings', 'Project'). */
  detail?: string;
  /** A record's name is in its own language: its direction is its text's. */
  ownDirection?: boolean;
  icon?: ReactElement;
  /** Keys that do the same (shown left to right), or a mark ('Current'). */
  hint?: { text: string; keys?: boolean };
  disabled?: boolean;
}

export interface PaletteSection {
  key: string;
  heading: string;
  entries: readonly PaletteEntry[];
}

export interface PaletteCommandProps {
  inputLabel: string;
  placeholder: string;
  listLabel: string;
  query: string;
  onQueryChange(query: string): void;
  sections: readonly PaletteSection[];
  onChoose(entry: PaletteEntry): void;
  onInputKeyDown?(event: KeyboardEvent<HTMLInputElement>): void;
  /** Under the results: nothing found, records being searched, a failure. */
  message?: ReactNode;
  /** Said by a screen reader when the results settle ('Results: 12'). */
  announcement: string;
  footer?: ReactNode;
  className?: string;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
    '& [cmdk-input]': {
      boxSizing: 'border-box',
      width: '100%',
      minHeight: '40px',
      paddingBlock: tokens.spacingVerticalS,
      paddingInline: tokens.spacingHorizontalM,
      fontFamily: tokens.fontFamilyBase,
      fontSize: tokens.fontSizeBase400,
      lineHeight: tokens.lineHeightBase400,
      color: tokens.colorNeutralForeground1,
      backgroundColor: tokens.colorNeutralBackground1,
      border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
      borderBottomColor: tokens.colorNeutralStrokeAccessible,
      borderRadius: tokens.borderRadiusMedium,
      outlineStyle: 'none',
      ':focus-visible': {
        borderBottomColor: tokens.colorCompoundBrandStroke,
        boxShadow: `inset 0 -${tokens.strokeWidthThick} 0 ${tokens.colorCompoundBrandStroke}`,
      },
      '::placeholder': { color: tokens.colorNeutralForeground4 },
    },
    '& [cmdk-list]': {
      maxHeight: 'min(24rem, 50vh)',
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      scrollPaddingBlock: tokens.spacingVerticalXS,
    },
    '& [cmdk-group-heading]': {
      paddingBlockStart: tokens.spacingVerticalS,
      paddingBlockEnd: tokens.spacingVerticalXXS,
      paddingInline: tokens.spacingHorizontalS,
      fontSize: tokens.fontSizeBase200,
      fontWeight: tokens.fontWeightSemibold,
      color: tokens.colorNeutralForeground3,
    },
    '& [cmdk-item]': {
      display: 'flex',
      alignItems: 'center',
      gap: tokens.spacingHorizontalS,
      minHeight: '36px',
      paddingBlock: tokens.spacingVerticalXS,
      paddingInline: tokens.spacingHorizontalS,
      borderRadius: tokens.borderRadiusMedium,
      borderInlineStartWidth: tokens.strokeWidthThicker,
      borderInlineStartStyle: 'solid',
      borderInlineStartColor: 'transparent',
      cursor: 'pointer',
      color: tokens.colorNeutralForeground1,
    },
    '& [cmdk-item][data-selected="true"]': {
      backgroundColor: tokens.colorNeutralBackground1Selected,
      borderInlineStartColor: tokens.colorCompoundBrandStroke,
    },
    '& [cmdk-item][data-disabled="true"]': { cursor: 'default', color: tokens.colorNeutralForegroundDisabled },
  },
  icon: { display: 'inline-flex', flexShrink: 0, color: tokens.colorNeutralForeground2, fontSize: '20px' },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1 },
  label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  detail: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  hint: { flexShrink: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  keys: {
    flexShrink: 0,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    paddingInline: tokens.spacingHorizontalXS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusSmall,
    color: tokens.colorNeutralForeground2,
  },
  message: { paddingInline: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
  visuallyHidden,
});

export function PaletteCommand({
  inputLabel,
  placeholder,
  listLabel,
  query,
  onQueryChange,
  sections,
  onChoose,
  onInputKeyDown,
  message,
  announcement,
  footer,
  className,
}: PaletteCommandProps) {
  const styles = useStyles();
  const shown = sections.filter((section) => section.entries.length > 0);

  // Each section's first place among all the options.
  const firsts: number[] = [];
  let total = 0;
  for (const section of shown) {
    firsts.push(total + 1);
    total += section.entries.length;
  }
  return (
    // cmdk filters nothing here (the entries come ranked) and never takes Ctrl+J/K/N/P: Ctrl+K closes the palette.
    <Command
      label={inputLabel}
      shouldFilter={false}
      vimBindings={false}
      loop
      {...{ [OWN_DIALOG_MARK]: '' }}
      className={mergeClasses(styles.root, className)}
    >
      <PaletteInput query={query} onQueryChange={onQueryChange} placeholder={placeholder} sections={shown} onChoose={onChoose} onInputKeyDown={onInputKeyDown} />
      <Command.List label={listLabel}>
        {shown.map((section, sectionIndex) => (
          <Command.Group key={section.key} heading={section.heading}>
            {section.entries.map((entry, index) => {
              const position = firsts[sectionIndex]! + index;
              return (
                <Command.Item
                  key={entry.id}
                  value={entry.id}
                  disabled={entry.disabled}
                  onSelect={() => onChoose(entry)}
                  aria-posinset={position}
                  aria-setsize={total}
                >
                  {entry.icon && (
                    <span className={styles.icon} aria-hidden="true">
                      {entry.icon}
                    </span>
                  )}
                  <span className={styles.text}>
                    <span className={styles.label} dir={entry.ownDirection ? 'auto' : undefined}>
                      {entry.label}
                    </span>
                    {entry.detail && <span className={styles.detail}>{entry.detail}</span>}
                  </span>
                  {entry.hint &&
                    (entry.hint.keys ? (
                      <kbd className={styles.keys} dir="ltr">
                        {entry.hint.text}
                      </kbd>
                    ) : (
                      <span className={styles.hint}>{entry.hint.text}</span>
                    ))}
                </Command.Item>
              );
            })}
          </Command.Group>
        ))}
      </Command.List>
      {message && <div className={styles.message}>{message}</div>}
      <div role="status" className={styles.visuallyHidden}>
        {announcement}
      </div>
      {footer}
    </Command>
  );
}

/**
 * The field. Enter chooses the active option; cmdk makes the first option active only once the
 * new term has reached it (an effect after the render the key caused), so Enter pressed at once
 * after typing chooses here, from what is shown: the active option when it belongs to this term,
 * else the first. The field names the active option (`aria-activedescendant`) itself: cmdk 1.1
 * names it only once an arrow key moved it, so a screen reader heard nothing of the first option
 * a term found.
 */
function PaletteInput({
  query,
  onQueryChange,
  placeholder,
  sections,
  onChoose,
  onInputKeyDown,
}: Pick<PaletteCommandProps, 'query' | 'onQueryChange' | 'placeholder' | 'sections' | 'onChoose' | 'onInputKeyDown'>) {
  const active = useCommandState((state) => state.value);
  const activeFor = useCommandState((state) => state.search);
  const input = useRef<HTMLInputElement>(null);
  // A field drawn after its dialog opened (its code was still loading) takes the focus all the same.
  // After the dialog's effects (a passive effect), which note what had the focus before it opened.
  useEffect(() => {
    if (document.activeElement !== input.current) input.current?.focus();
  }, []);
  useLayoutEffect(() => {
    const field = input.current;
    if (!field) return;
    const list = document.getElementById(field.getAttribute('aria-controls') ?? '');
    const option = active ? list?.querySelector(`[cmdk-item][data-value="${CSS.escape(active)}"]`) : null;
    if (option?.id) field.setAttribute('aria-activedescendant', option.id);
    else field.removeAttribute('aria-activedescendant');
  });
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onInputKeyDown?.(event);
    if (event.defaultPrevented || event.key !== 'Enter' || event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    const choosable = sections.flatMap((section) => section.entries).filter((entry) => !entry.disabled);
    const chosen = (activeFor === query && choosable.find((entry) => entry.id === active)) || choosable[0];
    if (chosen) onChoose(chosen);
  };
  return <Command.Input ref={input} value={query} onValueChange={onQueryChange} placeholder={placeholder} onKeyDown={onKeyDown} dir="auto" maxLength={100} />;
}
