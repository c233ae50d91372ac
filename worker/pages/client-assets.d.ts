declare module 'virtual:client-assets' {
  export const clientAssets: {
    /** URL of the client entry script. */
    entry: string
    /** Extra module scripts in development (Vite's client). */
    devScripts: string[]
    /** Stylesheets to link in development; in a build the CSS is inlined instead. */
    stylesheets: string[]
    /** The site stylesheet, inlined so the first paint needs no second request. */
    inlineCss: string
    /** For each source module (e.g. client/routes/content-page.tsx): the chunk URLs to modulepreload. */
    preloads: Record<string, string[]>
  }
}
