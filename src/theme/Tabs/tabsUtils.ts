/**
 * The tab-group logic of the theme's Tabs (theme-common 3.7.0's tabsUtils and
 * useScrollPositionBlocker, MIT, Copyright (c) Facebook, Inc. and its affiliates), owned here
 * because theme-common exports it only from its internal entry point. The rules are the
 * theme's: the same storage keys (`docusaurus.tab.<groupId>`), query-string keys and errors, so
 * a reader's stored choices carry over.
 */
import {isValidElement, useCallback, useMemo, useRef, useState, Children, type ReactElement} from 'react';
import {useHistory} from '@docusaurus/router';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import {duplicates, useHistorySelector, useStorageSlot} from '@docusaurus/theme-common';
import type {Props as TabsProps} from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';

export type {TabItemProps};

/** One tab: its value, and the label and attributes of its button. */
export interface TabValue {
  readonly value: string;
  readonly label?: string;
  readonly attributes?: Record<string, unknown>;
  readonly default?: boolean;
}

function isTabItem(child: ReactElement<unknown>): child is ReactElement<TabItemProps> {
  const {props} = child;
  return !!props && typeof props === 'object' && 'value' in props;
}

/**
 * The `<TabItem>` children of a `<Tabs>`, without the blank lines MDX puts between them.
 *
 * @param children - The `<Tabs>` element's children.
 * @returns The tab items, in order.
 * @throws When a child is not a `<TabItem>` (an element without a `value`).
 * @example
 * const items = sanitizeTabsChildren(props.children);
 */
export function sanitizeTabsChildren(children: TabsProps['children']): ReactElement<TabItemProps>[] {
  return Children.toArray(children)
    .filter((child) => child !== '\n')
    .map((child) => {
      if (!child || (isValidElement(child) && isTabItem(child))) return child;
      const type = isValidElement(child) ? child.type : typeof child;
      const name = typeof type === 'string' ? type : (type as {name?: string}).name;
      throw new Error(
        `Docusaurus error: Bad <Tabs> child <${name}>: all children of the <Tabs> component should be <TabItem>, and every <TabItem> should have a unique "value" prop.`,
      );
    })
    .filter(Boolean) as ReactElement<TabItemProps>[];
}

function useTabValues({values, children}: Pick<TabsProps, 'values' | 'children'>): readonly TabValue[] {
  return useMemo(() => {
    const tabValues: readonly TabValue[] =
      values ??
      sanitizeTabsChildren(children).map(({props: {value, label, attributes, default: isDefault}}) => ({
        value,
        label,
        attributes,
        default: isDefault,
      }));
    const dup = duplicates(tabValues, (a, b) => a.value === b.value);
    if (dup.length > 0) {
      throw new Error(
        `Docusaurus error: Duplicate values "${dup.map((a) => a.value).join(', ')}" found in <Tabs>. Every value needs to be unique.`,
      );
    }
    return tabValues;
  }, [values, children]);
}

function isValidValue(value: string | null | undefined, tabValues: readonly TabValue[]): boolean {
  return tabValues.some((tab) => tab.value === value);
}

function initialValue(defaultValue: TabsProps['defaultValue'], tabValues: readonly TabValue[]): string {
  if (tabValues.length === 0) {
    throw new Error('Docusaurus error: the <Tabs> component requires at least one <TabItem> children component');
  }
  if (defaultValue) {
    if (!isValidValue(defaultValue, tabValues)) {
      throw new Error(
        `Docusaurus error: The <Tabs> has a defaultValue "${defaultValue}" but none of its children has the corresponding value. Available values are: ${tabValues.map((a) => a.value).join(', ')}. If you intend to show no default tab, use defaultValue={null} instead.`,
      );
    }
    return defaultValue;
  }
  const tab = tabValues.find((t) => t.default) ?? tabValues[0];
  if (!tab) throw new Error('Unexpected error: 0 tabValues');
  return tab.value;
}

/**
 * The search parameter a group's choice is kept in: `queryString` itself when it is a
 * string, the group's id when it is `true`, none otherwise.
 *
 * @param options - The `<Tabs>` props `queryString` and `groupId`.
 * @returns The parameter's name, or `null`.
 * @example
 * queryStringKey({queryString: true, groupId: 'framework'}); // 'framework'
 */
export function queryStringKey({
  queryString = false,
  groupId,
}: Pick<TabsProps, 'queryString' | 'groupId'>): string | null {
  if (typeof queryString === 'string') return queryString;
  if (queryString === false) return null;
  if (!groupId) {
    throw new Error(
      `Docusaurus error: The <Tabs> component groupId prop is required if queryString=true, because this value is used as the search param name. You can also provide an explicit value such as queryString="my-search-param".`,
    );
  }
  return groupId;
}

function useTabQueryString(props: Pick<TabsProps, 'queryString' | 'groupId'>) {
  const history = useHistory();
  const key = queryStringKey(props);
  const value = useHistorySelector((h) => (key === null ? null : new URLSearchParams(h.location.search).get(key)));
  const setValue = useCallback(
    (newValue: string) => {
      if (!key) return;
      const searchParams = new URLSearchParams(history.location.search);
      searchParams.set(key, newValue);
      history.replace({...history.location, search: searchParams.toString()});
    },
    [key, history],
  );
  return [value, setValue] as const;
}

function useTabStorage({groupId}: Pick<TabsProps, 'groupId'>) {
  const key = groupId ? `docusaurus.tab.${groupId}` : null;
  const [value, storageSlot] = useStorageSlot(key);
  const setValue = useCallback(
    (newValue: string) => {
      if (key) storageSlot.set(newValue);
    },
    [key, storageSlot],
  );
  return [value, setValue] as const;
}

/**
 * A tab group's state: the default tab while hydrating, then the one in the query string
 * or storage, switched in a layout effect; choosing a tab writes both, so groups with the
 * same `groupId` follow.
 *
 * @param props - The `<Tabs>` props, with its children sanitized.
 * @returns The selected value, a function that selects another, and the tabs.
 * @example
 * const {selectedValue, selectValue, tabValues} = useTabs({...props, children});
 */
export function useTabs(props: TabsProps): {
  selectedValue: string;
  selectValue: (value: string) => void;
  tabValues: readonly TabValue[];
} {
  const {defaultValue, queryString = false, groupId} = props;
  const tabValues = useTabValues(props);
  const [selectedValue, setSelectedValue] = useState(() => initialValue(defaultValue, tabValues));
  const [queryStringValue, setQueryString] = useTabQueryString({queryString, groupId});
  const [storageValue, setStorageValue] = useTabStorage({groupId});
  const stored = queryStringValue ?? storageValue;
  const valueToSync = stored !== null && isValidValue(stored, tabValues) ? stored : null;
  // A layout effect, so the switch happens before paint and before the scroll position is restored.
  useIsomorphicLayoutEffect(() => {
    if (valueToSync) setSelectedValue(valueToSync);
  }, [valueToSync]);
  const selectValue = useCallback(
    (newValue: string) => {
      if (!isValidValue(newValue, tabValues)) throw new Error(`Can't select invalid tab value=${newValue}`);
      setSelectedValue(newValue);
      setQueryString(newValue);
      setStorageValue(newValue);
    },
    [setQueryString, setStorageValue, tabValues],
  );
  return {selectedValue, selectValue, tabValues};
}

/**
 * Keeps an element where it is on screen through the next render, whatever changes above
 * it: the tab a reader clicks stays under their pointer while synced groups above it change
 * height.
 *
 * @returns `blockElementScrollPositionUntilNextRender(element)`, called before the render.
 * @example
 * const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();
 * blockElementScrollPositionUntilNextRender(event.currentTarget);
 */
export function useScrollPositionBlocker(): {blockElementScrollPositionUntilNextRender: (el: HTMLElement) => void} {
  const saved = useRef<{element: HTMLElement; top: number} | null>(null);
  const blockElementScrollPositionUntilNextRender = useCallback((element: HTMLElement) => {
    saved.current = {element, top: element.getBoundingClientRect().top};
  }, []);
  useIsomorphicLayoutEffect(() => {
    // After every layout effect of this render has run (the other groups' switches too).
    queueMicrotask(() => {
      const last = saved.current;
      saved.current = null;
      if (!last) return;
      const moved = last.element.getBoundingClientRect().top - last.top;
      if (moved) window.scrollBy({left: 0, top: moved});
    });
  });
  return {blockElementScrollPositionUntilNextRender};
}
