/**
 * npm test: every test this machine can run — lint, typecheck, the domain, web
 * and API suites (API on PGlite, and on PostgreSQL too when DATABASE_URL is
 * set), then the end-to-end suite in Chromium (skipped, with the reason, when
 * no Chromium is installed).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './web-build';

const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);
const steps: [string, string, string[]][] = [
  ['lint', bin('eslint'), ['.']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['unit + API', bin('vitest'), ['run']],
  ['e2e', bin('tsx'), ['e2e/run.ts']],
];

for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(r.status ?? 1);
  }
}
console.log('\n✔ all tests passed');
