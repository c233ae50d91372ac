// Vite replaces import.meta.env at build time; the Worker project has no vite/client types (they bring DOM).
interface ImportMeta {
  readonly env: { readonly DEV: boolean; readonly MODE: string }
}
