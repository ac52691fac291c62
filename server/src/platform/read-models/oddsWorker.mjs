// Entry of the odds model's thread: loads the TypeScript worker through tsx,
// which works whether the parent runs under tsx, the start bundle or vitest.
import { tsImport } from 'tsx/esm/api';

await tsImport('./oddsWorker.ts', import.meta.url);
