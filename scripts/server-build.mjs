/**
 * The server's start bundle (decision 012): `npm start` runs the server from
 * one prebuilt ES module instead of transforming ≈ 250 TypeScript files with
 * tsx on every start. Plain JavaScript, so that plain `node` runs it before
 * anything is built.
 *
 * server/dist/start.mjs is scripts/start.ts with the product's own code
 * (server/, domain/, data/) bundled by esbuild; the packages in node_modules
 * stay imports, loaded by Node as before. It is rebuilt when missing or when
 * any file it was built from (esbuild's list of inputs, kept beside it) is
 * newer than it or gone.
 *
 *   node scripts/server-build.mjs     builds it when stale (the bench calls this)
 */
import { existsSync, readFileSync, statSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = join(ROOT, 'server', 'dist');
export const SERVER_BUNDLE = join(OUT_DIR, 'start.mjs');
/** The files the bundle was built from (relative to ROOT), written after each build */
const INPUTS = join(OUT_DIR, 'start.inputs.json');
/** Besides the inputs: a new esbuild or a change of the build itself rebuilds */
const ALWAYS = ['package-lock.json', 'scripts/server-build.mjs'];

/** Whether the bundle is missing, or older than a file it was built from (or one of those is gone). */
export function serverBuildIsStale() {
  if (!existsSync(SERVER_BUNDLE) || !existsSync(INPUTS)) return true;
  const built = statSync(SERVER_BUNDLE).mtimeMs;
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(INPUTS, 'utf8'));
  } catch {
    return true;
  }
  if (!Array.isArray(inputs)) return true;
  for (const file of [...ALWAYS, ...inputs]) {
    let st;
    try {
      st = statSync(join(ROOT, file));
    } catch {
      return true;
    }
    if (st.mtimeMs > built) return true;
  }
  return false;
}

/**
 * `import.meta.url` of a bundled file would be the bundle's: each of the
 * product's files that reads it (to find drizzle/, data/, web/dist, its worker)
 * gets its own URL back, relative to the bundle, so the bundle finds the same
 * files wherever the checkout lives.
 */
const ownMetaUrl = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?ts$/ }, (args) => {
      if (args.path.split(sep).includes('node_modules')) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const rel = relative(OUT_DIR, args.path).split(sep).join('/');
      return { contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(rel)}, import.meta.url).href`), loader: 'ts' };
    });
  },
};

/** Packages from node_modules stay imports (Node loads them as before); the workspace's own are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@zhiyuan/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Builds server/dist/start.mjs (and its list of inputs); returns the seconds it took. */
export async function buildServer() {
  const started = Date.now();
  const { build } = await import('esbuild');
  // the chunks of the last build go: their names change with their contents
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: { start: join(ROOT, 'scripts', 'start.ts') },
    outdir: OUT_DIR,
    outExtension: { '.js': '.mjs' },
    // what the code imports lazily (the SMS and S3 clients, exceljs, …) stays lazy: a chunk of its own,
    // loaded on first use, and the packages it imports with it; chunks lie beside start.mjs, so that
    // the URLs of ownMetaUrl hold for them too
    splitting: true,
    chunkNames: '[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [externalPackages, ownMetaUrl],
    metafile: true,
    logLevel: 'warning',
    banner: { js: '// built by scripts/server-build.mjs from scripts/start.ts: do not edit, npm start rebuilds it' },
  });
  const inputs = Object.keys(result.metafile.inputs).map((p) => relative(ROOT, resolve(ROOT, p)).split(sep).join('/'));
  writeFileSync(INPUTS, JSON.stringify(inputs, null, 1));
  return (Date.now() - started) / 1000;
}

/** Builds the bundle when it is missing or stale; says so when it does. */
export async function ensureServerBuild() {
  if (!serverBuildIsStale()) return;
  console.log('构建服务端（server/dist 缺失或已过期）…');
  const seconds = await buildServer();
  console.log(`服务端构建完成（${seconds.toFixed(1)} s）`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await ensureServerBuild();
}
