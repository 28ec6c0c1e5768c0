import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'

// One config for the SPA build and for Vitest. Browser tests (tests/e2e/*.spec.ts) run under
// Playwright with tests/playwright.config.ts, not here.
export default defineConfig({
  plugins: [vue()],
  // The app uses the Composition API only; dropping the Options API and production devtools
  // hooks takes ~2 KB gzip off the first load.
  define: {
    __VUE_OPTIONS_API__: 'false',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Chrome on merchant laptops is current; no legacy transforms.
    target: 'es2022',
    // No inline scripts or styles: the bridge serves the app with a strict CSP.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    strictPort: true,
    host: '127.0.0.1',
    // In development the SPA and the bridge are one origin through this proxy.
    proxy: { '/api': { target: 'http://127.0.0.1:7410', changeOrigin: true } },
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Bridge suites start real servers on real ports; keep files from competing for 2 cores.
    fileParallelism: true,
    maxWorkers: 2,
  },
})
