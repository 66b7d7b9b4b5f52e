/**
 * The search box of every list, in its toolbar. It filters as the user types: the term is
 * handed on once typing pauses (SEARCH_PAUSE_MS), so a server-mode list asks for one page per
 * pause rather than per key. The clear button and Escape empty it. Which rows match is the
 * list's business (useListData: the visible columns' values, or the server's search), with the
 * shared Arabic normalization either way. Leaving the box hands a pending term on at once: a
 * row's link followed straight after typing must not meet the term landing later on the next
 * screen's address. The router applies an address in a transition, after keys typed meanwhile: the
 * address catching up with a term this box handed on keeps what was typed since (a clear followed
 * at once by typing, or a key typed just after a pause's term, is not wiped).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Input, makeStyles } from '@fluentui/react-components';
import { Dismiss16Regular, Search20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { SEARCH_PAUSE_MS, SEARCH_TERM_MAX } from '../../../../shared/search-text';

const useStyles = makeStyles({
  box: { minWidth: '220px' },
  // The clear button below replaces the browser's own, which would otherwise show beside it.
  input: { '::-webkit-search-cancel-button': { display: 'none' } },
});

export interface ListSearchProps {
  /** The term in effect (from the address). */
  value: string;
  onSearch(term: string): void;
}

export function ListSearch({ value, onSearch }: ListSearchProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [termShown, setTermShown] = useState(value);
  // Terms handed on whose address has not come back yet, oldest first.
  const [handedOn, setHandedOn] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);

  // A term the address already has, or will have, is not handed on again: it would never come back and stay in the list.
  const latestTerm = handedOn.at(-1) ?? value;
  const handOn = useCallback(
    (term: string) => {
      if (term === latestTerm) return;
      setHandedOn((terms) => [...terms, term]);
      onSearch(term);
    },
    [onSearch, latestTerm],
  );

  if (value !== termShown) {
    setTermShown(value);
    const ours = handedOn.indexOf(value);
    if (ours === -1) {
      // The address changed by other means (back button, a link): show its term.
      setText(value);
      setHandedOn([]);
    } else setHandedOn(handedOn.slice(ours + 1));
  }

  // The pause's timer, so leaving the box can hand the term on at once and cancel it: one that
  // fired later would write the term on whatever address the app has moved to meanwhile.
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (text === value) return;
    pending.current = setTimeout(() => handOn(text), SEARCH_PAUSE_MS);
    return () => clearTimeout(pending.current);
  }, [text, value, handOn]);

  const clear = () => {
    setText('');
    handOn('');
    input.current?.focus();
  };

  return (
    <Input
      ref={input}
      className={styles.box}
      input={{ className: styles.input }}
      type="search"
      value={text}
      maxLength={SEARCH_TERM_MAX}
      aria-label={t('list.search')}
      placeholder={t('list.searchPlaceholder')}
      // Arabic or English, whichever is typed, reads its own way.
      dir="auto"
      contentBefore={<Search20Regular aria-hidden />}
      contentAfter={
        text ? <Button appearance="transparent" size="small" icon={<Dismiss16Regular />} aria-label={t('list.clearSearch')} onClick={clear} /> : undefined
      }
      onChange={(_event, data) => setText(data.value)}
      onBlur={() => {
        clearTimeout(pending.current);
        if (text !== value) handOn(text);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && text) {
          event.preventDefault();
          clear();
        }
      }}
    />
  );
}
