// ESLint flat config: typescript-eslint everywhere, React hooks rules in web/.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// ---- server, domain and data boundaries (DESIGN.md, Shape; docs/decisions/004) ----
// Code flows domain → db → platform → features → app: a server feature never
// imports another (what two areas share lives in domain/ or platform/), and
// platform/ and db/ know no feature. Imports are checked as written: a feature
// folder is flat, so from a feature file `../x` is a sibling feature.
const noOtherFeature = (depth) => ({
  regex: `^${'\\.\\./'.repeat(depth)}[^.]`,
  message: '服务端各功能区不互相引用：共用的放到 domain/ 或 platform/（DESIGN.md）',
});
const noFeature = { regex: '(^|/)features(/|$)', message: 'platform/ 与 db/ 不依赖任何功能区（features/）' };
const noApp = { regex: '(^|/)\\.\\./(\\.\\./)*app$', message: 'platform/ 与 db/ 不依赖 app.ts' };
const serverBoundaries = [
  {
    name: 'server: a feature imports no other feature',
    files: ['server/src/features/*/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noOtherFeature(1)] }] },
  },
  {
    name: 'server: a feature imports no other feature (nested files)',
    files: ['server/src/features/*/*/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noOtherFeature(2)] }] },
  },
  {
    name: 'server: platform and db know no feature and not the app',
    files: ['server/src/platform/**/*.ts', 'server/src/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noFeature, noApp] }] },
  },
  {
    name: 'server: platform and db tests may build the app, still no feature',
    files: ['server/src/platform/**/*.test.ts', 'server/src/db/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noFeature] }] },
  },
  {
    name: 'domain: pure rules and contracts, no I/O and no framework',
    files: ['domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@zhiyuan/*', 'node:*', 'fastify', 'fastify-*', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', 'ioredis', '@electric-sql/*', 'react', 'react-*', 'antd'],
              message: 'domain/ 只含纯规则与契约：不做 I/O，不依赖框架或其他包',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'data: readers of the shipped files know the domain, not the server',
    files: ['data/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@zhiyuan/server', '@zhiyuan/server/*', '@zhiyuan/web'], message: 'data/ 的读取器只依赖 domain/' }] },
      ],
    },
  },
];

/**
 * Web: the boundaries between areas, the zones of bulletproof-react's
 * import/no-restricted-paths. Shared code flows lib/ and components/ →
 * features/<area>/ → app/: a feature imports lib, components and its own
 * folder only, never another feature nor app (app composes features, as the
 * school detail composes the tabs of five areas); lib and components import no
 * feature and not app. What two features need moves to lib or components.
 *
 * no-restricted-imports reads a path as written, and the web imports by
 * relative path, so how far a feature file climbs to reach features/ depends
 * on how deep it sits: one config object per depth of folder in a feature.
 */
const WEB_FEATURE_FOLDER_DEPTHS = 4;
const climb = (levels) => '\\.\\./'.repeat(levels);
const webBoundaries = [
  ...Array.from({ length: WEB_FEATURE_FOLDER_DEPTHS }, (_, depth) => ({
    name: `web/boundaries: features, ${depth} folder(s) deep`,
    files: [`web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // up to features/, then into a folder that is not this feature's
              regex: `^${climb(depth + 1)}(?!\\.\\./)`,
              caseSensitive: true,
              message: 'A feature may not import another feature: move what both need to web/src/lib or web/src/components, or compose them in web/src/app.',
            },
            {
              // up to src/, then anywhere but lib/ and components/
              regex: `^${climb(depth + 2)}(?!(lib|components)/)`,
              caseSensitive: true,
              message: 'A feature imports only web/src/lib, web/src/components and its own folder; web/src/app composes features, not the other way round.',
            },
          ],
        },
      ],
    },
  })),
  {
    name: 'web/boundaries: lib and components',
    files: ['web/src/lib/**/*.{ts,tsx}', 'web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(features|app)(/|$)',
              caseSensitive: true,
              message: 'web/src/lib and web/src/components are shared by every feature: they may not import a feature or web/src/app.',
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'e2e/screenshots/**', 'server/drizzle/**', '**/.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...serverBoundaries,
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...webBoundaries,
);
