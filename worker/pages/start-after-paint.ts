/**
 * The page's scripts start once the page has painted: after the `load` event (the hero image, the logo and the
 * heading face are in) and the frame after it, or after START_DEADLINE_MS whatever happens. A screen whose content
 * only arrives after hydration (`data-start="paint"`, the ordering screens) starts at its first frame instead. On a slow phone the
 * ~100 KB of scripts otherwise share the link with the hero image and run their ~300 ms of start-up before the
 * first frame, so the visitor looks at a blank page while the page they could already read waits for code that
 * only makes it interactive. A form sent before then still works (it posts, see client/early-post.ts).
 *
 * A classic inline script (it needs `document.currentScript`) with the page's nonce; the entry and the chunks it
 * needs are in its data attributes, so the HTML still names every script it loads (the service worker checks a
 * stored page's scripts by name; the size budgets count them). Scripts it adds are trusted through 'strict-dynamic'.
 */
export const START_SCRIPT_ID = 'page-start'
const START_DEADLINE_MS = 3000
/**
 * Each request the start script makes costs the main thread about a millisecond on this machine, four on a slow
 * phone, and a product page names 14 chunks: asked all at once, they were one task long enough to block a tap. The
 * entry goes first (it is the largest and the rest only matter once it runs), then the chunks a few per task; all
 * are asked for well before the entry has arrived.
 */
const PRELOADS_PER_TASK = 3

// Written as plain ES5-level code on purpose: it is sent as is, in every page.
export const START_AFTER_PAINT_SOURCE = `(function(){var me=document.currentScript,started=false;function start(){if(started)return;started=true;var entry=document.createElement('script');entry.type='module';entry.src=me.getAttribute('data-entry');document.head.appendChild(entry);var preloads=(me.getAttribute('data-preloads')||'').split(' '),next=0;function preload(){for(var added=0;next<preloads.length&&added<${PRELOADS_PER_TASK};next++){if(!preloads[next])continue;var link=document.createElement('link');link.rel='modulepreload';link.href=preloads[next];document.head.appendChild(link);added++}if(next<preloads.length)setTimeout(preload,0)}preload()}function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0)})}if(me.getAttribute('data-start')==='paint'||document.readyState==='complete')afterPaint();else addEventListener('load',afterPaint,{once:true});setTimeout(start,${START_DEADLINE_MS})})()`
