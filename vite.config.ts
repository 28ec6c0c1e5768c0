import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'
import { dropPiniaFileSaver } from './scripts/drop-pinia-file-saver.ts'
import { precompressPlugin } from './scripts/precompress.ts'

/** The bridge's default address (README, "Configuration"): what a hosted build calls by default. */
export const DEFAULT_BRIDGE_URL = 'http://127.0.0.1:7410'

// One config for the SPA build and for Vitest. Browser tests (tests/e2e/*.spec.ts) run under
// Playwright with tests/playwright.config.ts, not here.
// `vite build --mode hosted` (npm run build:hosted) builds the page for an intranet web server
// (README, "A hosted app page"): into dist-hosted/, calling the bridge at VITE_BRIDGE_URL, and
// reading bridge-config.json beside index.html at run time (src/api/base-url.ts).
/** Child processes, crash and kill drills, fuzz and load: the slow tier (npm run test:slow). */
const SLOW_SUITES = [
  'tests/bridge.fuzz.sockets.test.ts',
  'tests/bridge.load.sockets.test.ts',
  'tests/bridge.startup.sockets.test.ts',
  'tests/bridge.stop-and-pipes.sockets.test.ts',
  'tests/bridge/journal.crash.sockets.test.ts',
  'tests/bridge/journal.files-removed.sockets.test.ts',
  'tests/bridge/journal.disk-full.sockets.test.ts',
  'tests/bridge/journal.import-faults.sockets.test.ts',
  'tests/bridge/journal.clock-drill.sockets.test.ts',
  'tests/bridge/upstream.fault-drill.sockets.test.ts',
  'tests/bridge/cli/supervise.sockets.test.ts',
  'tests/bridge/http/static.settings-files.sockets.test.ts',
  'tests/bridge/metrics.prometheus.sockets.test.ts',
  'tests/bridge/alerts.prometheus.sockets.test.ts',
  'tests/bridge/metrics.monitoring-files.sockets.test.ts',
  'tests/bridge/metrics.otlp-receiver.sockets.test.ts',
  'tests/bridge/cli/machine-settings.sockets.test.ts',
  'tests/bridge/journal/legacy-import.test.ts',
  'tests/bridge/redaction/profiles.fuzz.test.ts',
  'tests/bridge/journal/import-while-listening.sockets.test.ts',
  'tests/bridge/journal/kept-cells-upgrade.drill.test.ts',
  'tests/docs/commands.sockets.test.ts',
]

export default defineConfig(({ mode }) => ({
  plugins: [vue(), dropPiniaFileSaver(), precompressPlugin()],
  // The app uses the Composition API only; dropping the Options API and production devtools
  // hooks takes ~2 KB gzip off the first load.
  define: {
    ...(mode === 'hosted' && {
      'import.meta.env.VITE_BRIDGE_URL': JSON.stringify(
        process.env.VITE_BRIDGE_URL || DEFAULT_BRIDGE_URL,
      ),
    }),
    __VUE_OPTIONS_API__: 'false',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
  },
  build: {
    outDir: mode === 'hosted' ? 'dist-hosted' : 'dist',
    emptyOutDir: true,
    // Chrome on merchant laptops is current; no legacy transforms.
    target: 'es2022',
    // No inline scripts or styles: the bridge serves the app with a strict CSP.
    assetsInlineLimit: 0,
    // The first load is one file: every module the entry needs before its first render goes into
    // one chunk (Rolldown's '$initial' tag), instead of the entry plus the small chunks it shares
    // with lazy ones. One gzip stream over all of it is 2.7 KB smaller than seven (BENCHMARKS.md).
    // With one file there is nothing to preload beside the entry; Vite's loader still brings each
    // lazy chunk's CSS with it.
    modulePreload: false,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'first-load', tags: ['$initial'] }] } },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    host: '127.0.0.1',
    // In development the SPA and the bridge are one origin through this proxy.
    proxy: { '/api': { target: 'http://127.0.0.1:7410', changeOrigin: true } },
  },
  test: {
    // Two tiers (house style, habit 12): `npm test` runs the fast one (units, and in-process
    // bridges over real sockets); `npm run test:slow` the suites that spawn processes, kill them,
    // fuzz or load, whose time depends on how busy the machine is. Their limits are generous outer
    // bounds; every wait inside them is for an event.
    maxWorkers: 2,
    // Property tests take their seed from the commit, set once here (tests/fixtures/property-seed.ts).
    setupFiles: ['tests/fixtures/property-seed.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'fast',
          // Tests mirror the source tree (docs/developer-guide.md, "Where a file's tests are"):
          // tests/bridge, tests/src, tests/scripts; tests/docs holds the documents' own tests.
          include: ['tests/*.test.ts', 'tests/{bridge,src,scripts,docs}/**/*.test.ts'],
          exclude: SLOW_SUITES,
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'slow',
          include: SLOW_SUITES,
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
}))
