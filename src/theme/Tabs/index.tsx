// The theme's Tabs without its `key={String(isBrowser)}`, which remounts every tab group, and
// every code block in its panels, once the page has hydrated (facebook/docusaurus#5653, from
// when the stored tab was read during the first render). useTabs now hydrates on the default
// tab and switches to the stored or query-string one in a layout effect, as an ordinary
// update, so no remount rebuilds the DOM the server sent. The list and panels are the theme's;
// its tab logic and styles are owned beside this file (tabsUtils.ts, styles.module.css).
import React, {cloneElement, type KeyboardEvent, type MouseEvent, type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import {sanitizeTabsChildren, useScrollPositionBlocker, useTabs, type TabItemProps} from './tabsUtils';
import type {Props} from '@theme/Tabs';
import styles from './styles.module.css';

type TabsState = Props & ReturnType<typeof useTabs>;

function TabList({className, block, selectedValue, selectValue, tabValues}: TabsState): ReactNode {
  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const handleTabChange = (event: MouseEvent<HTMLLIElement> | KeyboardEvent<HTMLLIElement>) => {
    const newTab = event.currentTarget;
    const newTabValue = tabValues[tabRefs.indexOf(newTab)]?.value;
    if (newTabValue !== undefined && newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null | undefined = null;
    switch (event.key) {
      case 'Enter':
        handleTabChange(event);
        break;
      case 'ArrowRight':
        focusElement = tabRefs[tabRefs.indexOf(event.currentTarget) + 1] ?? tabRefs[0];
        break;
      case 'ArrowLeft':
        focusElement = tabRefs[tabRefs.indexOf(event.currentTarget) - 1] ?? tabRefs[tabRefs.length - 1];
        break;
      default:
        break;
    }
    focusElement?.focus();
  };

  return (
    // The tabs' labels (GitHub, Vercel, DynamoDB…) are controls, not content: out of the search index.
    <ul
      role="tablist"
      aria-orientation="horizontal"
      className={clsx('tabs', {'tabs--block': block}, className)}
      data-pagefind-ignore="all"
    >
      {tabValues.map(({value, label, attributes}) => (
        <li
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(tabControl) => {
            tabRefs.push(tabControl);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string | undefined, {
            'tabs__item--active': selectedValue === value,
          })}
        >
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function TabContent({lazy, children, selectedValue}: TabsState): ReactNode {
  const childTabs = (Array.isArray(children) ? children : [children]).filter(Boolean) as ReactElement<TabItemProps>[];
  if (lazy) {
    const selectedTabItem = childTabs.find((tabItem) => tabItem.props.value === selectedValue);
    if (!selectedTabItem) return null;
    return cloneElement(selectedTabItem, {className: clsx('margin-top--md', selectedTabItem.props.className)});
  }
  return (
    <div className="margin-top--md">
      {childTabs.map((tabItem, i) =>
        cloneElement(tabItem, {
          key: i,
          hidden: tabItem.props.value !== selectedValue,
        }),
      )}
    </div>
  );
}

export default function Tabs(props: Props): ReactNode {
  const children = sanitizeTabsChildren(props.children);
  const tabs = useTabs({...props, children});
  return (
    <div className={clsx('tabs-container', styles.tabList)}>
      <TabList {...props} {...tabs} />
      <TabContent {...props} {...tabs}>
        {children}
      </TabContent>
    </div>
  );
}
