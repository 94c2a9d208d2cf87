export type PackageManager = 'npm' | 'yarn' | 'pnpm';

export const packageManagers: readonly PackageManager[] = ['npm', 'yarn', 'pnpm'];

/** The command that adds `packages` to a project with each package manager. */
export function installCommand(manager: PackageManager, packages: readonly string[], {dev = false} = {}): string {
  if (packages.length === 0) {
    throw new Error('installCommand needs at least one package name.');
  }
  const names = packages.join(' ');
  switch (manager) {
    case 'npm':
      return `npm install${dev ? ' --save-dev' : ''} ${names}`;
    case 'yarn':
      return `yarn add${dev ? ' --dev' : ''} ${names}`;
    case 'pnpm':
      return `pnpm add${dev ? ' --save-dev' : ''} ${names}`;
  }
}
