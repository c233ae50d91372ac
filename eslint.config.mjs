// Lint: typescript-eslint's recommended rules, its type-aware promise rules, the rules of hooks, and the project's
// own rules: which folder may import which (the boundaries below), kebab-case file names, no focused tests, a reason
// for every `any`, and no fetch() in components. Formatting is Prettier's (npm run format), not ESLint's.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import project from './scripts/eslint-project-rules.mjs'

// Each boundary catches the alias (#worker/…) and the relative form (../../worker/…).
// (The sandbox is left to SANDBOX, which allows no type imports either.)
const WORKER = {
  regex: '^(#worker/|(\\.\\.?/)+worker/)(?!sandbox/)',
  message: 'client code imports worker code only as types (import type).',
}
const SHARED_OUTWARD = {
  regex: '^(#client/|#worker/|(\\.\\.?/)+(client|worker)/)',
  message: 'shared/ depends on neither client/ nor worker/: move what both need into shared/.',
}
// The content pipeline (sync, publish, preview) runs only in the Worker. It reads the route table (a CMS slug must
// not hide a route the site answers itself); what else it shares with the browser's screens (the content source's
// shape, prerendered rich text) lives in shared/.
const CLIENT_FROM_CONTENT = {
  regex: '^(#client/|(\\.\\.?/)+client/)(?!routes\\.tsx$|route-handle\\.ts$)',
  message: 'worker/content/ reads only the route table from client/: move what both need into shared/.',
}
// The sandbox stands in for the upstream service: the site reaches it over HTTP only, never by import.
const SANDBOX = {
  regex: '^(#worker/sandbox/|(\\.\\.?/)+(worker/)?sandbox/)',
  message: 'the site (client/, worker/ outside worker/sandbox/, shared/) never imports the sandbox.',
}

// Internal links are SiteLink's plain anchors (client/in-app-navigation.ts): React Router's <Link> runs some ten hooks
// per link in the server's render and in the phone's hydration.
const ROUTER_LINKS = {
  name: 'react-router',
  importNames: ['Link', 'NavLink'],
  message: 'link with SiteLink or SiteNavLink (client/components/layout/), which cost no hooks.',
}

const restrict = (...patterns) => ['error', { patterns }]

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      '**/.wrangler/',
      'shots/',
      'test-results/',
      'playwright-report/',
      'public/',
      'worker/worker-configuration.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { project, 'react-hooks': reactHooks },
    rules: {
      'project/kebab-case-file-names': 'error',
      'project/any-needs-reason': 'error',
      'project/controls-sheet-first': 'error',
      // Replaced by project/any-needs-reason: an `any` with a reason is allowed.
      '@typescript-eslint/no-explicit-any': 'off',
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.property.name="only"]', message: '.only( would silently skip the rest of the suite.' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Input checks match control characters on purpose, to refuse them.
      'no-control-regex': 'off',
      // `let x = fallback` before a try block is how the code keeps a value defined on every path.
      'no-useless-assignment': 'off',
    },
  },
  {
    // Promises nobody waits for: a forgotten await, a promise where a callback must return nothing, an await of a
    // value that is no promise. Only these three of the type-checked rules: they find the bugs that lose errors,
    // and each further type-aware rule costs lint time on every `npm test` (docs/decisions/type-aware-promise-lint.md).
    // The project service finds each file's tsconfig through the root's references. Not over tests/: their type
    // programs would add about 16 s (the rules found nothing there).
    files: ['client/**/*.{ts,tsx}', 'worker/**/*.{ts,tsx}', 'shared/**/*.ts'],
    ignores: ['**/*.d.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        // react-router's navigate() settles when the navigation ends and never rejects (a loader's or action's
        // failure goes to the route's error element), so a call that does not wait for it loses nothing.
        { allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }] },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // Playwright's fixtures call `use()`, which is not React's hook.
    files: ['tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Browser globals for client code, Node's for scripts and configs; TypeScript checks names in .ts files.
    files: ['**/*.ts', '**/*.tsx'],
    rules: { 'no-undef': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', '*.mjs', 'public/**/*.js'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
  {
    files: ['client/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ ...SANDBOX }, { ...WORKER, allowTypeImports: true }], paths: [ROUTER_LINKS] },
      ],
    },
  },
  {
    files: ['shared/**'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict(SANDBOX, SHARED_OUTWARD) },
  },
  {
    files: ['worker/**'],
    ignores: ['worker/sandbox/**'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict(SANDBOX) },
  },
  {
    files: ['worker/content/**'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict(SANDBOX, CLIENT_FROM_CONTENT) },
  },
  {
    // Components and routes talk to the API through the typed client (client/api.ts), never fetch().
    files: ['client/components/**', 'client/routes/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'components call the typed API client, never fetch().' }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'components call the typed API client, never fetch().' },
        { object: 'globalThis', property: 'fetch', message: 'components call the typed API client, never fetch().' },
      ],
    },
  },
)
