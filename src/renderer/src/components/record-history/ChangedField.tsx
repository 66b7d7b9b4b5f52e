/**
 * One changed field of a history entry: its form label, then its value before and after side by
 * side (two columns that share the panel's width and wrap long values), the words deleted struck
 * and the words added underlined on a tint; a list's items that went or came marked the same way.
 * A record's creation shows its values alone, and its delete the values it had.
 */
import { useTranslation } from 'react-i18next';
import { Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { HistoryChange } from '../../../../shared/entities/history';
import { fieldLabel } from './fieldLabels';
import { shownValue, type ShownValue, type ValueWords } from './valueText';
import { sideOf, wordDiff, type DiffKind, type DiffPart } from './wordDiff';

const useStyles = makeStyles({
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  sides: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: tokens.spacingHorizontalM },
  side: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  caption: { color: tokens.colorNeutralForeground3 },
  value: { overflowWrap: 'anywhere', minWidth: 0 },
  empty: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
  lines: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  removed: { backgroundColor: tokens.colorPaletteRedBackground2, textDecorationLine: 'line-through', color: tokens.colorNeutralForeground1 },
  added: { backgroundColor: tokens.colorPaletteGreenBackground2, textDecorationLine: 'underline', color: tokens.colorNeutralForeground1 },
});

/** A side's text in parts, each deleted or added run marked (`del`, `ins`: named so to assistive technology too). */
function MarkedText({ parts }: { parts: DiffPart[] }) {
  const styles = useStyles();
  return (
    <>
      {parts.map((part, index) => {
        if (part.kind === 'removed') return <del key={index} className={styles.removed}>{part.text}</del>;
        if (part.kind === 'added') return <ins key={index} className={styles.added}>{part.text}</ins>;
        return <span key={index}>{part.text}</span>;
      })}
    </>
  );
}

/** The marked parts of each side: words of two texts, items of two lists; nothing marked otherwise. */
function markedSides(before: ShownValue, after: ShownValue): { before?: DiffPart[][]; after?: DiffPart[][] } {
  if (before.kind === 'text' && after.kind === 'text' && before.words && after.words) {
    const parts = wordDiff(before.text, after.text);
    return { before: [sideOf(parts, 'before')], after: [sideOf(parts, 'after')] };
  }
  const linesOf = (value: ShownValue) => (value.kind === 'lines' ? value.lines : []);
  if (before.kind !== 'lines' && after.kind !== 'lines') return {};
  const mark = (lines: string[], others: string[], own: DiffKind) => lines.map((line) => [{ kind: others.includes(line) ? ('same' as const) : own, text: line }]);
  return { before: mark(linesOf(before), linesOf(after), 'removed'), after: mark(linesOf(after), linesOf(before), 'added') };
}

function ValueView({ value, marked }: { value: ShownValue; marked?: DiffPart[][] }) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (value.kind === 'empty') return <Text className={mergeClasses(styles.value, styles.empty)}>{t('history.empty')}</Text>;
  if (value.kind === 'lines') {
    return (
      <ul className={mergeClasses(styles.value, styles.lines)}>
        {value.lines.map((line, index) => (
          <li key={index}>
            <span dir="auto">{marked?.[index] ? <MarkedText parts={marked[index]} /> : line}</span>
          </li>
        ))}
      </ul>
    );
  }
  // The block keeps the panel's direction (a value sits under its label); the value inside keeps its own.
  return (
    <Text className={styles.value}>
      <span dir={value.ltr ? 'ltr' : 'auto'}>{marked?.[0] ? <MarkedText parts={marked[0]} /> : value.text}</span>
    </Text>
  );
}

export interface ChangedFieldProps {
  resource: string;
  change: HistoryChange;
  words: ValueWords;
  /** The one side to show (a creation's values, a delete's): nothing is on the other. */
  only?: 'before' | 'after';
}

export function ChangedField({ resource, change, words, only }: ChangedFieldProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const before = shownValue(change, 'before', words);
  const after = shownValue(change, 'after', words);
  const marked = only ? {} : markedSides(before, after);
  return (
    <div className={styles.field}>
      <Text weight="semibold">{fieldLabel(resource, change.field, t)}</Text>
      {only ? (
        <ValueView value={only === 'before' ? before : after} />
      ) : (
        <div className={styles.sides}>
          <div className={styles.side}>
            <Text size={200} className={styles.caption}>
              {t('history.before')}
            </Text>
            <ValueView value={before} marked={marked.before} />
          </div>
          <div className={styles.side}>
            <Text size={200} className={styles.caption}>
              {t('history.after')}
            </Text>
            <ValueView value={after} marked={marked.after} />
          </div>
        </div>
      )}
    </div>
  );
}
