// Entry of the importer's read worker: loads the TypeScript worker through tsx,
// which works whether the parent runs under tsx (npm start, data:import) or not (vitest).
import { tsImport } from 'tsx/esm/api';

await tsImport('./readWorker.ts', import.meta.url);
