/** The four choices of "your stack", each stored where `<Tabs groupId>` keeps its own, so picker and tabs agree. */
export const stackGroups = {
  'data-store': ['file', 'mongodb', 'dynamodb'],
  media: ['local', 's3', 'cloudinary'],
  'sign-in': ['github', 'google', 'microsoft'],
  host: ['vercel', 'self-hosted'],
} as const;

export type StackGroup = keyof typeof stackGroups;
export type StackValue<G extends StackGroup> = (typeof stackGroups)[G][number];

export type Stack = {[G in StackGroup]: StackValue<G>};

export const stackGroupIds = Object.keys(stackGroups) as StackGroup[];

/** The local-storage key Docusaurus's `<Tabs groupId>` reads and writes. */
export function storageKey(group: StackGroup): string {
  return `docusaurus.tab.${group}`;
}

export function isStackValue<G extends StackGroup>(group: G, value: unknown): value is StackValue<G> {
  return typeof value === 'string' && (stackGroups[group] as readonly string[]).includes(value);
}

/** The stack described by stored values (`null` where none); anything unknown falls back to the default. */
export function stackFrom(stored: Partial<Record<StackGroup, string | null>>): Stack {
  const pick = (group: StackGroup) => (isStackValue(group, stored[group]) ? stored[group] : stackGroups[group][0]);
  return Object.fromEntries(stackGroupIds.map((group) => [group, pick(group)])) as Stack;
}

/** Before a reader chooses: each group's first value, as a `<Tabs>` with nothing stored shows its first tab. */
export const defaultStack: Stack = stackFrom({});
