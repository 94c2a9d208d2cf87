import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import {installCommand, packageManagers} from './commands';

export interface InstallCommandProps {
  /** Package names to install. */
  packages: string[];
  /** Install as development dependencies. */
  dev?: boolean;
}

/**
 * The install command for npm, yarn and pnpm in tabs. The tabs share one group across the
 * site, so choosing pnpm once shows pnpm everywhere.
 */
export default function InstallCommand({packages, dev = false}: InstallCommandProps): ReactNode {
  return (
    <Tabs groupId="package-manager" queryString="package-manager">
      {packageManagers.map((manager) => (
        <TabItem key={manager} value={manager} label={manager}>
          <CodeBlock language="bash">{installCommand(manager, packages, {dev})}</CodeBlock>
        </TabItem>
      ))}
    </Tabs>
  );
}
