// The US zip table, extracted from the `zipcodes` package at build time by scripts/us-zip-table-plugin.ts (a Vite
// and an esbuild plugin) in the text format zip-table.ts decodes.
declare module 'virtual:us-zip-table' {
  const table: string
  export default table
}
