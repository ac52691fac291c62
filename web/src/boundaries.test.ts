import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

/** The boundary messages ESLint gives an import written in a file at `path` (the file need not exist). */
async function boundaryErrors(path: string, specifier: string): Promise<string[]> {
  const code = `import { thing } from '${specifier}';\nexport const used = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('web boundaries (eslint.config.js): lib/components → features → app', () => {
  it('refuses a feature importing another feature, at any depth of its folder', async () => {
    expect(await boundaryErrors('web/src/features/schools/SchoolCard.tsx', '../rankings/api')).toEqual([
      expect.stringContaining('may not import another feature'),
    ]);
    expect(await boundaryErrors('web/src/features/schools/parts/Card.tsx', '../../earlybatch/api')).toHaveLength(1);
  });

  it('refuses a feature importing app, and lib or components importing a feature or app', async () => {
    expect(await boundaryErrors('web/src/features/schools/SchoolCard.tsx', '../../app/drawer')).toEqual([
      expect.stringContaining('web/src/app composes features'),
    ]);
    expect(await boundaryErrors('web/src/lib/detailParams.ts', '../features/schools/api')).toHaveLength(1);
    expect(await boundaryErrors('web/src/components/LoadState.tsx', '../app/providers')).toHaveLength(1);
  });

  it('lets a feature use lib, components and its own folder, and app use every feature', async () => {
    expect(await boundaryErrors('web/src/features/schools/SchoolCard.tsx', '../../lib/http')).toEqual([]);
    expect(await boundaryErrors('web/src/features/schools/SchoolCard.tsx', '../../components/SchoolCrest')).toEqual([]);
    expect(await boundaryErrors('web/src/features/schools/parts/Card.tsx', '../api')).toEqual([]);
    expect(await boundaryErrors('web/src/features/schools/SchoolCard.tsx', './api')).toEqual([]);
    expect(await boundaryErrors('web/src/app/schoolDetail/SchoolDetailTabs.tsx', '../../features/plans/PlansTab')).toEqual([]);
  });
});
