import type {Plugin} from '@docusaurus/types';
import {lastUpdateWarning, type GitHistory} from './gitHistory';

/**
 * Says once per build, when it starts, why pages have no last-updated dates (no git
 * history, or a shallow clone). A plugin, not a line in the config, because Docusaurus loads
 * the config more than once per build, and plugins once.
 *
 * @param history - What the config found, from `gitHistory`.
 * @returns The plugin, which prints the warning when the site loads; nothing when dates are shown.
 * @example
 * plugins: [lastUpdateWarningPlugin(history)],
 */
export function lastUpdateWarningPlugin(history: GitHistory): () => Plugin {
  return () => {
    const warning = lastUpdateWarning(history);
    if (warning) console.warn(warning);
    return {name: 'inkwell-last-update-warning'};
  };
}
