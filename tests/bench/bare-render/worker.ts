import { Hono } from 'hono'
import { createElement, type ReactNode } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import type { TreeNode } from '../html-to-tree.ts'

// The baseline the site's SSR is divided by (tests/bench/load-bench.ts): a bare Hono app that streams the same
// markup, rebuilt from the site's own page as React elements on every request, through react-dom/server, with
// no router, store, data or components. It runs on the same stack as the built site (workerd's own socket, the site's assets in front).

const element = (node: TreeNode): ReactNode => (typeof node === 'string' ? node : createElement(node[0], node[1], ...node[2].map(element)))

export default new Hono<{ Bindings: { TREE: TreeNode } }>().get('*', async (c) => {
  const stream = await renderToReadableStream(element(c.env.TREE))
  return c.body(stream, 200, { 'content-type': 'text/html; charset=utf-8' })
})
