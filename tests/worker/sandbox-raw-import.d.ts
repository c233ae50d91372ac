// Vite's `?raw` suffix imports a file as its text (the sandbox tests read worker/sandbox/wrangler.toml this way).
declare module '*?raw' {
  const text: string
  export default text
}
