// A menu call whose answer differs on every call (tests/bench/proxy-cost/worker.ts), so the bench measures the
// proxy's first sight of a menu as well as a menu it has just shaped.

/** The path measured; the sandbox has no menu 70406, the bench's in-isolate upstream makes it. */
export const FRESH_MENU_PATH = 'menus/70406'
/** The sandbox answer it is made from. */
export const FRESH_MENU_SOURCE = 'menus/70405'
