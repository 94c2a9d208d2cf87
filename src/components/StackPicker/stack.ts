/**
 * The four choices that make up "your stack", shared by the picker, the .env generator and
 * every provider-specific tab group in the docs.
 *
 * Each choice is stored exactly where Docusaurus keeps a `<Tabs groupId>` choice
 * (`docusaurus.tab.<groupId>` in local storage), so choosing in the picker switches every tab
 * group with that `groupId`, and choosing a tab switches the picker.
 */

export const stackGroups = {
  'data-store': ['file', 'mongodb', 'dynamodb'],
  media: ['local', 's3', 'cloudinary'],
  'sign-in': ['github', 'google', 'microsoft'],
  host: ['vercel', 'self-hosted'],
} as const;

export type StackGroup = keyof typeof stackGroups;
export type StackValue<G extends StackGroup> = (typeof stackGroups)[G][number];

export type Stack = {[G in StackGroup]: StackValue<G>};

/** Group ids in the order the picker shows them. */
export const stackGroupIds = Object.keys(stackGroups) as StackGroup[];

/** The local-storage key Docusaurus's `<Tabs groupId>` reads and writes. */
export function storageKey(group: StackGroup): string {
  return `docusaurus.tab.${group}`;
}

/** Whether `value` is one of `group`'s choices. */
export function isStackValue<G extends StackGroup>(group: G, value: unknown): value is StackValue<G> {
  return typeof value === 'string' && (stackGroups[group] as readonly string[]).includes(value);
}

/**
 * The stack described by stored values (`null` where nothing is stored); anything unknown,
 * such as a value from an older version of the docs, falls back to the default.
 */
export function stackFrom(stored: Partial<Record<StackGroup, string | null>>): Stack {
  const pick = (group: StackGroup) => (isStackValue(group, stored[group]) ? stored[group] : stackGroups[group][0]);
  return Object.fromEntries(stackGroupIds.map((group) => [group, pick(group)])) as Stack;
}

/**
 * What the docs show before a reader chooses, and without JavaScript: the first value of each
 * group. A `<Tabs>` with nothing stored shows its first tab, and the tab groups list the values
 * in this order, so picker and tabs agree before anyone clicks. For data store and media the
 * first values are also the library's development defaults (file store, local uploads).
 */
export const defaultStack: Stack = stackFrom({});
