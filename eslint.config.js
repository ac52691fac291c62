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
);
