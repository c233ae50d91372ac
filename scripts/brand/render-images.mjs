// Renders the site's illustration system once, in Debian's Chromium: product tiles, hero and content scenes, the
// location pictures, the social preview PNG and the touch icon. Every scene uses the same plate-on-warm-linen
// treatment around Microsoft's Fluent Emoji 3D renders (MIT, via the npm package @lobehub/fluent-emoji-3d).
//
//   npm pack @lobehub/fluent-emoji-3d@1.1.0 && tar xzf lobehub-fluent-emoji-3d-1.1.0.tgz
//   EMOJI_DIR=package/assets node scripts/brand/render-images.mjs
//
// Needs cwebp (Debian package webp). Writes into public/images; commit only what the site references.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { PRODUCT_IMAGE_KINDS } from '#shared/seed/product-images.ts'

const EMOJI_DIR = resolve(process.env.EMOJI_DIR ?? 'package/assets')
const emoji = (code) => `data:image/webp;base64,${readFileSync(resolve(EMOJI_DIR, `${code}.webp`)).toString('base64')}`
const wordmark = `data:image/svg+xml;base64,${readFileSync('public/images/brand/perkins-wordmark.svg').toString('base64')}`
const favicon = `data:image/svg+xml;base64,${readFileSync('public/favicon.svg').toString('base64')}`

const BASE_CSS = `*{margin:0;box-sizing:border-box}body{width:var(--w);height:var(--h);overflow:hidden}
.scene{position:relative;width:var(--w);height:var(--h);overflow:hidden;
 background:radial-gradient(circle at 72% 28%,#fff3d6 0,transparent 55%),repeating-linear-gradient(90deg,rgb(154 74 18 / .035) 0 2px,transparent 2px 18px),linear-gradient(160deg,#fbe6c2,#f4cf96)}
.scene::after{content:"";position:absolute;inset:0;background:radial-gradient(circle at 50% 55%,transparent 55%,rgb(120 60 10 / .18))}
.plate{position:absolute;border-radius:50%;background:radial-gradient(circle,#fff 0 58%,#f4efe8 60%,#fff 66%,#ece3d6 100%);box-shadow:0 18px 40px rgb(90 50 10 / .28),0 3px 6px rgb(90 50 10 / .18)}
.item{position:absolute;filter:drop-shadow(0 14px 14px rgb(90 45 5 / .28))}
.cloth{position:absolute;border-radius:14px;background:repeating-linear-gradient(0deg,#fff 0 14px,#d8433a 14px 18px,#fff 18px 32px),#fff;opacity:.95;box-shadow:0 10px 20px rgb(90 50 10 / .18)}
.cloth::before{content:"";position:absolute;inset:0;border-radius:inherit;background:repeating-linear-gradient(90deg,transparent 0 14px,rgb(216 67 58 / .55) 14px 18px,transparent 18px 32px)}`

/** A scene: a plate (x, y, diameter in % of width) and items placed on it or around it. */
function sceneHtml(width, height, { plates = [], cloths = [], items = [] }) {
  const px = (v) => (v * width) / 100
  return `<!doctype html><html><head><style>:root{--w:${width}px;--h:${height}px}${BASE_CSS}</style></head><body><div class="scene">
${cloths.map(([x, y, w, h, r]) => `<div class="cloth" style="left:${px(x)}px;top:${px(y)}px;width:${px(w)}px;height:${px(h)}px;transform:rotate(${r}deg)"></div>`).join('')}
${plates.map(([x, y, d]) => `<div class="plate" style="left:${px(x) - px(d) / 2}px;top:${px(y) - px(d) / 2}px;width:${px(d)}px;height:${px(d)}px"></div>`).join('')}
${items.map(([code, x, y, size, rot = 0]) => `<img class="item" src="${emoji(code)}" style="left:${px(x) - px(size) / 2}px;top:${px(y) - px(size) / 2}px;width:${px(size)}px;height:${px(size)}px;transform:rotate(${rot}deg)">`).join('')}
</div></body></html>`
}

// Product tiles, 480 × 360: one plate, the dish, sometimes a side.
const tile = (main, side) => ({ plates: [[50, 39, 62]], items: [[main, 50, 38, 48], ...(side ? [[side, 84, 60, 22, 8]] : [])] })

// Scenes, 1200 × 800.
const SCENES = {
  'hero-pancakes': {
    cloths: [[-4, 44, 30, 28, -8]],
    plates: [[56, 36, 46]],
    items: [
      ['1f95e', 56, 34, 34],
      ['2615', 20, 30, 18, -6],
      ['1fad0', 84, 58, 10],
      ['1f353', 88, 46, 9, 12],
      ['1f9c8', 80, 14, 9, 10],
      ['1f36f', 16, 60, 12, -8],
    ],
  },
  pie: {
    cloths: [[70, -6, 36, 26, 10]],
    plates: [[48, 36, 44]],
    items: [
      ['1f967', 48, 35, 32],
      ['1f34e', 16, 20, 12, -10],
      ['1f352', 84, 48, 11],
      ['2615', 16, 56, 14],
    ],
  },
  coffee: {
    plates: [
      [40, 38, 36],
      [74, 42, 28],
    ],
    items: [
      ['2615', 40, 36, 26],
      ['1f9c1', 74, 39, 19],
      ['1fad0', 88, 64, 7],
      ['1f950', 14, 62, 13, -10],
    ],
  },
  restaurant: {
    cloths: [[2, 40, 40, 26, -4]],
    plates: [
      [30, 34, 30],
      [70, 38, 30],
    ],
    items: [
      ['1f95e', 30, 33, 21],
      ['1f373', 70, 36, 21],
      ['2615', 50, 62, 13],
      ['1f967', 88, 14, 11],
      ['1f9c3', 10, 12, 10],
    ],
  },
  'gift-card': {
    plates: [[50, 38, 40]],
    items: [
      ['1f381', 44, 36, 27, -6],
      ['1f967', 74, 46, 15, 8],
      ['2728', 24, 18, 9],
    ],
  },
  handshake: {
    plates: [[50, 38, 40]],
    items: [
      ['1f91d', 50, 36, 27],
      ['1f967', 18, 58, 14],
      ['1f3ea', 82, 20, 14],
    ],
  },
  'blog-breakfast': {
    cloths: [[62, 46, 40, 26, 6]],
    plates: [[44, 36, 42]],
    items: [
      ['1f373', 40, 32, 24],
      ['1f953', 56, 44, 16, 10],
      ['1f35e', 82, 22, 12, 8],
      ['2615', 14, 52, 14],
    ],
  },
  'blog-bakery': {
    plates: [
      [30, 36, 30],
      [70, 40, 30],
    ],
    items: [
      ['1f967', 30, 34, 22],
      ['1f9c1', 70, 38, 20],
      ['1f950', 50, 66, 13, -8],
      ['1f36a', 90, 14, 9],
    ],
  },
  'blog-market': {
    plates: [[50, 38, 42]],
    items: [
      ['1f5fa-fe0f', 50, 36, 30],
      ['1f4cd', 40, 26, 10],
      ['1f4cd', 62, 40, 10],
      ['2615', 86, 60, 12],
    ],
  },
  'exterior-1': {
    plates: [[50, 38, 42]],
    items: [
      ['1f95e', 50, 36, 28],
      ['2615', 84, 58, 12],
      ['1f967', 14, 18, 11],
    ],
  },
  'exterior-2': {
    plates: [[50, 38, 42]],
    items: [
      ['1f373', 50, 36, 28],
      ['1f953', 84, 56, 12, 10],
      ['1f9c3', 14, 18, 11],
    ],
  },
  'exterior-3': {
    plates: [[50, 38, 42]],
    items: [
      ['1f967', 50, 36, 28],
      ['1f352', 84, 56, 11],
      ['2615', 14, 18, 11],
    ],
  },
  'exterior-4': {
    plates: [[50, 38, 42]],
    items: [
      ['1f354', 50, 36, 28],
      ['1f35f', 84, 56, 12],
      ['1f964', 14, 18, 11],
    ],
  },
}
const SCENE_FILES = {
  'hero-pancakes': 'images/hero-pancakes.webp',
  pie: 'images/content/pie.webp',
  coffee: 'images/content/coffee.webp',
  restaurant: 'images/content/restaurant.webp',
  'gift-card': 'images/content/gift-card.webp',
  handshake: 'images/content/handshake.webp',
  'blog-breakfast': 'images/content/blog-breakfast.webp',
  'blog-bakery': 'images/content/blog-bakery.webp',
  'blog-market': 'images/content/blog-market.webp',
  'exterior-1': 'images/locations/exterior-1.webp',
  'exterior-2': 'images/locations/exterior-2.webp',
  'exterior-3': 'images/locations/exterior-3.webp',
  'exterior-4': 'images/locations/exterior-4.webp',
}

const OG_HTML = `<!doctype html><html><head><style>*{margin:0;box-sizing:border-box}body{width:1200px;height:630px;overflow:hidden;font-family:sans-serif}
.og{position:relative;width:1200px;height:630px;background:radial-gradient(circle at 78% 40%,#1d4a86 0,transparent 60%),#0b2d5b;border-bottom:14px solid #f6b82b}
.mark{position:absolute;left:80px;top:150px;width:560px}
.plate{position:absolute;left:700px;top:90px;width:420px;height:420px;border-radius:50%;background:radial-gradient(circle,#fff 0 58%,#f4efe8 60%,#fff 66%,#ece3d6 100%);box-shadow:0 30px 60px rgb(0 0 0 / .35)}
.item{position:absolute;filter:drop-shadow(0 18px 18px rgb(0 0 0 / .3))}</style></head><body><div class="og">
<img class="mark" src="${wordmark}"><div class="plate"></div>
<img class="item" src="${emoji('1f95e')}" style="left:770px;top:140px;width:290px">
<img class="item" src="${emoji('2615')}" style="left:620px;top:400px;width:150px">
<img class="item" src="${emoji('1f967')}" style="left:1030px;top:400px;width:140px">
</div></body></html>`

const ICON_HTML = `<!doctype html><html><head><style>*{margin:0}body{width:180px;height:180px}</style></head><body><img src="${favicon}" width="180" height="180"></body></html>`

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' })
const page = await browser.newPage({ deviceScaleFactor: 1 })
const tmp = resolve('node_modules/.cache/render-images')
mkdirSync(tmp, { recursive: true })

async function shoot(html, width, height, out, { quality = 78, png = false } = {}) {
  await page.setViewportSize({ width, height })
  await page.setContent(html, { waitUntil: 'load' })
  const file = resolve(tmp, 'shot.png')
  await page.screenshot({ path: png ? resolve('public', out) : file, clip: { x: 0, y: 0, width, height } })
  if (!png) execFileSync('cwebp', ['-quiet', '-q', String(quality), '-m', '6', '-sharp_yuv', file, '-o', resolve('public', out)])
}

for (const [name, scene] of Object.entries(SCENES)) await shoot(sceneHtml(1200, 800, scene), 1200, 800, SCENE_FILES[name])
rmSync(resolve('public/images/menu'), { recursive: true, force: true })
mkdirSync(resolve('public/images/menu'), { recursive: true })
for (const [kind, [main, side]] of Object.entries(PRODUCT_IMAGE_KINDS))
  await shoot(sceneHtml(480, 360, tile(main, side)), 480, 360, `images/menu/${kind}.webp`, { quality: 74 })
await shoot(OG_HTML, 1200, 630, 'images/brand/og-perkins.png', { png: true })
await shoot(ICON_HTML, 180, 180, 'images/brand/apple-touch-icon.png', { png: true })
await browser.close()
console.log('rendered')
