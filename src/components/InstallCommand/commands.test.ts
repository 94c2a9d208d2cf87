import {describe, expect, it} from 'vitest';
import {installCommand, packageManagers} from './commands';

describe('installCommand', () => {
  it('writes each manager’s own verb and flag', () => {
    expect(packageManagers.map((manager) => installCommand(manager, ['@inkwell/cms']))).toEqual([
      'npm install @inkwell/cms',
      'yarn add @inkwell/cms',
      'pnpm add @inkwell/cms',
    ]);
    expect(packageManagers.map((manager) => installCommand(manager, ['a', 'b'], {dev: true}))).toEqual([
      'npm install --save-dev a b',
      'yarn add --dev a b',
      'pnpm add --save-dev a b',
    ]);
  });

  it('refuses an empty package list rather than print a bare install', () => {
    expect(() => installCommand('npm', [])).toThrow('at least one package');
  });
});
