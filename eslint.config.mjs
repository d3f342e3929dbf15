// One lint configuration for the whole repository (npm test runs it before the suites).
import js from '@eslint/js'
import next from '@next/eslint-plugin-next'
import prettier from 'eslint-config-prettier'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'bench/node_modules/',
      'dist/',
      'data/',
      'frontend/.next/',
      'frontend/next-env.d.ts',
      'payload-types.ts',
      'migrations/**/*.json',
      'frontend/app/(payload)/**/importMap.js',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@next/next': next },
    settings: { next: { rootDir: 'frontend/' } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      ...next.configs.recommended.rules,
      ...next.configs['core-web-vitals'].rules,
      // Public pages come from the page cache with Next's runtime held back until first paint
      // (gateway/site/deferScripts.ts): links and redirects are whole-page navigations by design.
      '@next/next/no-html-link-for-pages': 'off',
      '@next/next/no-location-assign-relative-destination': 'off',
      // Only the back-office shows plain <img>: previews of uploads and the loading mark.
      '@next/next/no-img-element': 'off',
    },
  },
  // Payload generates the migrations' signatures.
  { files: ['migrations/**/*.ts'], rules: { '@typescript-eslint/no-unused-vars': ['error', { args: 'none' }] } },
  // The suites read JSON answers of every shape.
  { files: ['tests/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  prettier,
)
