import { supercategorySchema, type Supercategory } from '#shared/schemas/menu.ts'
import type { ContentStore } from '../content/content-store.ts'

// The CMS super-categories (content globals hold menus, super-categories, non-olo-menus). Content
// published before globals carried them has none; then this answers null and the proxy falls back to the menu's
// own arrangement (attach-supercategories.ts). Each entry is checked on its own, so one bad entry in the CMS
// costs only itself.

// The content store hands out one parsed globals object per content version, so the arrangement is checked once per
// version, not on every menu call; the same array then comes back each time (remember-recent-answers.ts keys on it).
const byGlobals = new WeakMap<object, readonly Supercategory[] | null>()

export async function cmsSupercategories(store: Pick<ContentStore, 'globals'>): Promise<readonly Supercategory[] | null> {
  const globals: object = await store.globals()
  const known = byGlobals.get(globals)
  if (known !== undefined) return known
  const arrangement = checkedSupercategories(globals)
  byGlobals.set(globals, arrangement)
  return arrangement
}

function checkedSupercategories(globals: object): readonly Supercategory[] | null {
  const listed: unknown = (globals as { supercategories?: unknown }).supercategories
  if (!Array.isArray(listed)) return null
  const usable = listed.flatMap((entry: unknown) => {
    const parsed = supercategorySchema.safeParse(entry)
    return parsed.success ? [parsed.data] : []
  })
  return usable.length > 0 ? usable : null
}
