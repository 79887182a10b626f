import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import './tabs.css';

export interface TabItem<Key extends string> {
  key: Key;
  label: ReactNode;
  /** Rendered only while the tab is active. */
  children: ReactNode;
}

export interface TabsProps<Key extends string> {
  className?: string;
  activeKey: Key;
  items: readonly TabItem<Key>[];
  onChange: (key: Key) => void;
}

/**
 * Tabs in antd's look without antd (its Tabs measures every tab on each render to place the ink bar
 * and the overflow menu, and brings Dropdown and Menu): the WAI-ARIA tabs pattern with a tablist that
 * scrolls sideways on a phone, arrow keys, Home and End that move and activate (the panels are cheap
 * to switch: each loads its list on its own), and the active tab's panel only.
 */
export function Tabs<Key extends string>({ className, activeKey, items, onChange }: TabsProps<Key>) {
  const baseId = useId();
  const navRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef(new Map<Key, HTMLButtonElement>());
  const tabId = (key: Key) => `${baseId}-tab-${key}`;
  const panelId = (key: Key) => `${baseId}-panel-${key}`;
  const active = items.find((item) => item.key === activeKey) ?? items[0];

  // A tab chosen off screen (a link to the last tab on a phone) is scrolled into the tablist's view;
  // only the tablist scrolls, never the page.
  // Keyed by the tab, not its item: the items are new on every render of the page, and this reads layout.
  const activeTab = active?.key;
  useEffect(() => {
    const nav = navRef.current;
    const tab = activeTab === undefined ? undefined : tabRefs.current.get(activeTab);
    if (!nav || !tab || nav.scrollWidth <= nav.clientWidth) return;
    if (tab.offsetLeft < nav.scrollLeft || tab.offsetLeft + tab.offsetWidth > nav.scrollLeft + nav.clientWidth) {
      nav.scrollLeft = Math.max(0, tab.offsetLeft - 16);
    }
  }, [activeTab]);

  const activate = (key: Key) => {
    tabRefs.current.get(key)?.focus();
    if (key !== active?.key) onChange(key);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[
      event.key
    ];
    if (target === undefined) return;
    event.preventDefault();
    activate(items[target].key);
  };

  return (
    <div className={['ui-tabs', className].filter(Boolean).join(' ')}>
      <div ref={navRef} className="ui-tabs__nav" role="tablist">
        {items.map((item, index) => {
          const selected = item.key === active?.key;
          return (
            <button
              key={item.key}
              ref={(element) => {
                if (element) tabRefs.current.set(item.key, element);
                else tabRefs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={tabId(item.key)}
              className={selected ? 'ui-tabs__tab is-active' : 'ui-tabs__tab'}
              aria-selected={selected}
              aria-controls={selected ? panelId(item.key) : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => activate(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active && (
        <div className="ui-tabs__panel" role="tabpanel" id={panelId(active.key)} aria-labelledby={tabId(active.key)}>
          {active.children}
        </div>
      )}
    </div>
  );
}
