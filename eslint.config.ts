// Lint configuration, as create-vue generates it (house-style.md, habit 13): Vue's essential rules,
// typescript-eslint's recommended ones through @vue/eslint-config-typescript, and Prettier's
// switch-off of every formatting rule (Prettier alone formats).
import { globalIgnores } from 'eslint/config'
import { defineConfigWithVueTs, vueTsConfigs } from '@vue/eslint-config-typescript'
import pluginVue from 'eslint-plugin-vue'
import skipFormatting from '@vue/eslint-config-prettier/skip-formatting'

export default defineConfigWithVueTs(
  {
    name: 'app/files-to-lint',
    files: ['**/*.{ts,mts,tsx,vue}'],
  },
  // Built output and test reports are generated, not written.
  globalIgnores([
    '**/dist/**',
    '**/dist-hosted/**',
    // Build outputs of npm start, npm run package and the benches.
    'build/**',
    'release/**',
    '.bench-bundle/**',
    'tests/.tmp/**',
    '**/coverage/**',
    'test-results/**',
    'playwright-report/**',
  ]),
  pluginVue.configs['flat/essential'],
  vueTsConfigs.recommended,
  {
    name: 'app/unused-on-purpose',
    rules: {
      // Two deliberate ways to leave a value unused: dropping keys with a rest sibling
      // (`const { secret: _s, ...rest } = env`) and an it.each parameter kept for the test's name.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  skipFormatting,
)
