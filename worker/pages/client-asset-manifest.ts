// What the client build hands the Worker (scripts/client-assets-plugin.ts serves it as virtual:client-assets): the
// scripts and stylesheets a rendered page names.

export interface ClientAssetManifest {
  /** URL of the client entry script. */
  entry: string
  /** Extra module scripts in development (Vite's client). */
  devScripts: string[]
  /** Stylesheets every page links (development only; in a build the shell's CSS is inlined instead). */
  stylesheets: string[]
  /** The shell stylesheet (client/styles/site.css), inlined so the first paint needs no second request. */
  inlineCss: string
  /** For each source module (e.g. client/routes/content-page.tsx): the chunk URLs to modulepreload. */
  preloads: Record<string, string[]>
  /** For each source module: the stylesheet URLs it brings (its own and its imports'), linked when it renders. */
  styles: Record<string, string[]>
  /** The text of each of those stylesheets (by URL), inlined in a first visit's head (a build only; empty in dev). */
  styleText: Record<string, string>
}
