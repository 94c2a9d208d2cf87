import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {installCommands, QUICK_START_GUIDE} from '.';

const guide = readFileSync(join(__dirname, '..', '..', '..', QUICK_START_GUIDE), 'utf8');

describe('installCommands', () => {
  it("takes the guide's own commands that make the app and install Inkwell, in order", () => {
    const [createApp, install] = installCommands(guide);
    expect(createApp).toMatch(/^npx create-next-app@16 /);
    expect(install).toContain('npm install @inkwell/cms');
    for (const command of [createApp, install]) expect(guide).toContain(`\`\`\`bash\n${command}\n\`\`\``);
  });

  it('fails, naming the command, when the guide no longer has one it shows', () => {
    const withoutInstall = guide.replaceAll('npm install @inkwell/cms', 'npm install something-else');
    expect(() => installCommands(withoutInstall)).toThrow(
      `The home page shows ${QUICK_START_GUIDE}'s \`npm install @inkwell/cms\` command, which it no longer has.`,
    );
  });
});
