/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Bridge base URL for a hosted page, e.g. http://127.0.0.1:7410; '' (default) = same origin. */
  readonly VITE_BRIDGE_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

declare module '*.vue' {
  import type { DefineComponent } from 'vue'
  const component: DefineComponent<object, object, unknown>
  export default component
}
