import { resolve } from 'node:path'

// The client entry as one Rolldown code-splitting group (docs/decisions/125-entry-chunk-group.md). Rolldown puts a
// module that the entry and a lazy screen both reach in the entry only when it can prove the screen always loads
// after the entry; a lazy part inside a lazy screen that imports react or react-router directly defeats that proof,
// and the framework then moves out of the entry into shared chunks that every page loads. A group that holds the
// entry module and everything it imports statically keeps the framework in the entry whatever the screens import.
// The group also takes the modules that every screen imports: in a chunk of their own they cost every
// page a request and their own compression window, inside the entry they cost less than their chunk's wrapping.

interface ModuleInfo {
  importedIds: readonly string[]
}
interface ChunkingContext {
  getModuleInfo(moduleId: string): ModuleInfo | null
}

/** The group's name, which is also the entry's chunk name, so the manifest and the file name stay as they were. */
const ENTRY_CHUNK_NAME = 'entry.client'

/**
 * A `codeSplitting` group for the entry `entry` (a path from `root`) and its static imports, plus `shared` (paths
 * from `root`): modules every screen imports, which then load with the entry instead of in a chunk of their own.
 */
export function entryChunkGroup(root: string, entry: string, shared: readonly string[]) {
  const entryId = resolve(root, entry)
  const sharedIds = new Set(shared.map((path) => resolve(root, path)))
  let members: Set<string> | null = null
  const membersOf = (context: ChunkingContext): Set<string> => {
    if (members) return members
    const found = new Set<string>([entryId, ...sharedIds])
    const queue = [...found]
    while (queue.length > 0) {
      for (const imported of context.getModuleInfo(queue.pop()!)?.importedIds ?? []) {
        if (found.has(imported)) continue
        found.add(imported)
        queue.push(imported)
      }
    }
    return (members = found)
  }
  return {
    // A name given by a function has no label of its own in the bundler's timing report, which warns on every build.
    debugName: ENTRY_CHUNK_NAME,
    name: (moduleId: string, context: ChunkingContext) => (membersOf(context).has(moduleId) ? ENTRY_CHUNK_NAME : null),
  }
}
