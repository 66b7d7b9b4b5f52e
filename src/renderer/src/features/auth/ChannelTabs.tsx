import { useRef, type KeyboardEvent, type ReactElement } from 'react';
import { useDirection } from '../../components/useDirection';
import './login.css';

export interface ChannelTab<V extends string> {
  value: V;
  label: string;
  icon: ReactElement;
}

export interface ChannelTabsProps<V extends string> {
  tabs: ReadonlyArray<ChannelTab<V>>;
  selected: V;
  onSelect(value: V): void;
  /** The ids of the tabs and of their panels start with it (`channelTabIds`). */
  idPrefix: string;
  'aria-labelledby': string;
}

/** A tab's id and its panel's: the caller draws each panel, with `role="tabpanel"`, under `panel`. */
export function channelTabIds(idPrefix: string, value: string): { tab: string; panel: string } {
  return { tab: `${idPrefix}-tab-${value}`, panel: `${idPrefix}-panel-${value}` };
}

/**
 * A small tab list (WAI-ARIA tabs pattern: one tab in the Tab order, arrow keys move and select,
 * mirrored right to left; Home and End; each tab `aria-controls` its panel, which the caller
 * draws). The login screen's mobile/email switch: Fluent's TabList would bring its focus manager
 * to the first screen's JavaScript for two tabs.
 */
export function ChannelTabs<V extends string>({ tabs, selected, onSelect, idPrefix, ...labelledBy }: ChannelTabsProps<V>) {
  const rtl = useDirection() === 'rtl';
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (index: number) => {
    const target = tabs[(index + tabs.length) % tabs.length];
    if (!target) return;
    onSelect(target.value);
    buttons.current[tabs.indexOf(target)]?.focus();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const next = { [forward]: index + 1, [backward]: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    move(next);
  };

  return (
    <div role="tablist" className="login-tabs" {...labelledBy}>
      {tabs.map((tab, index) => {
        const isSelected = tab.value === selected;
        const ids = channelTabIds(idPrefix, tab.value);
        return (
          <button
            key={tab.value}
            id={ids.tab}
            aria-controls={ids.panel}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            aria-selected={isSelected}
            tabIndex={isSelected ? 0 : -1}
            className="login-tab"
            onClick={() => onSelect(tab.value)}
            onKeyDown={onKeyDown(index)}
          >
            <span className="login-tab-icon" aria-hidden="true">
              {tab.icon}
            </span>
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
