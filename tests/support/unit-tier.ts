// The fast tier's rule, enforced: a unit test starts no server, browser, emulator or build. It
// fails here instead, naming the convention that moves it to the integration tier, so `npm test`
// stays minutes long as tests are added. Git is allowed: reading history is a file read.
import childProcess from 'node:child_process';
import {syncBuiltinESMExports} from 'node:module';
import net from 'node:net';

const advice =
  'Unit tests start no process and open no port. Name the file *.integration.test.ts(x) so it runs ' +
  'with `npm run test:all` (the integration projects of vitest.config.ts).';

const processStarters = ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const;

for (const name of processStarters) {
  const original = childProcess[name] as (...args: unknown[]) => unknown;
  // Reassigning a builtin's export is how a test seam is laid in Node; the types are the original's.
  (childProcess as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
    const command = String(args[0]);
    if (command === 'git' || command.startsWith('git ')) return original(...args);
    throw new Error(`A unit test started \`${command}\` (${name}). ${advice}`);
  };
}

net.Server.prototype.listen = function refuseToListen(): never {
  throw new Error(`A unit test opened a port (net.Server.listen). ${advice}`);
};

// ES module imports of node:child_process see the replaced functions too.
syncBuiltinESMExports();
