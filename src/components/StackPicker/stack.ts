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

export interface Stack {
  'data-store': StackValue<'data-store'>;
  media: StackValue<'media'>;
  'sign-in': StackValue<'sign-in'>;
  host: StackValue<'host'>;
}

/** Group ids in the order the picker shows them. */
export const stackGroupIds: readonly StackGroup[] = ['data-store', 'media', 'sign-in', 'host'];

/**
 * What the docs show before a reader chooses, and without JavaScript: the first value of each
 * group. A `<Tabs>` with nothing stored shows its first tab, and the tab groups list the values
 * in this order, so picker and tabs agree before anyone clicks. For data store and media the
 * first values are also the library's development defaults (file store, local uploads).
 */
export const defaultStack: Stack = {
  'data-store': stackGroups['data-store'][0],
  media: stackGroups.media[0],
  'sign-in': stackGroups['sign-in'][0],
  host: stackGroups.host[0],
};

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
  const pick = <G extends StackGroup>(group: G): StackValue<G> => {
    const value = stored[group];
    return isStackValue(group, value) ? value : defaultStack[group];
  };
  return {
    'data-store': pick('data-store'),
    media: pick('media'),
    'sign-in': pick('sign-in'),
    host: pick('host'),
  };
}
