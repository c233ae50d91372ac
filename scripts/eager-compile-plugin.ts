import type { Plugin } from 'vite'

/**
 * Marks the client entry for eager compilation with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`,
 * which Chromium reads only at the very top of a file. Nearly all of the entry (React, the router, the shell) runs
 * while a page starts and hydrates. Compiled lazily, each function (React DOM's whole module body among them) is
 * parsed again on the main thread at its first call; marked, it is compiled on a background thread while the file
 * streams in. Other browsers read a comment. docs/decisions/137-eager-compiled-entry.md has the measurements.
 */
export function eagerCompilePlugin(): Plugin {
  return {
    name: 'perkins:eager-compile',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // After Vite's preload helper has put its file list in front of the code, so the hint stays the first line.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.isEntry) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`
        }
      },
    },
  }
}
