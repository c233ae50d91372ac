// Turns a server-rendered page back into a tree a bare React render can reproduce: [tag, props, children] with
// text as strings, so the baseline renders the same markup (the same elements, attributes and text) without any
// of the site's components, router or store. Only React's own output is read here (well-formed, attributes
// always quoted), so a small tokenizer does.

export type TreeNode = string | [tag: string, props: Record<string, unknown>, children: TreeNode[]]

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])
const RAW_TEXT = new Set(['script', 'style'])
const BOOLEAN = new Set([
  'hidden',
  'disabled',
  'async',
  'defer',
  'checked',
  'selected',
  'required',
  'multiple',
  'autofocus',
  'nomodule',
  'open',
  'readonly',
  'novalidate',
  'inert',
])
const RENAMED: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  charset: 'charSet',
  'http-equiv': 'httpEquiv',
  tabindex: 'tabIndex',
  crossorigin: 'crossOrigin',
}

const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|amp|lt|gt|quot|nbsp);/gi, (_, entity: string) => {
    const lower = entity.toLowerCase()
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16))
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10))
    return ({ amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\u00a0' } as Record<string, string>)[lower]!
  })

const styleObject = (text: string) =>
  Object.fromEntries(
    text
      .split(';')
      .filter((declaration) => declaration.includes(':'))
      .map((declaration) => {
        const at = declaration.indexOf(':')
        const name = declaration.slice(0, at).trim()
        return [
          name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
          declaration.slice(at + 1).trim(),
        ]
      }),
  )

function props(attributes: string): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  for (const match of attributes.matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g)) {
    const name = match[1]!
    const value = match[2] === undefined ? '' : decode(match[2])
    if (BOOLEAN.has(name))
      result[
        name === 'readonly'
          ? 'readOnly'
          : name === 'novalidate'
            ? 'noValidate'
            : name === 'nomodule'
              ? 'noModule'
              : name === 'autofocus'
                ? 'autoFocus'
                : name
      ] = true
    else if (name === 'style') result.style = styleObject(value)
    else result[RENAMED[name] ?? name] = value
  }
  return result
}

export function htmlToTree(html: string): TreeNode {
  const root: [string, Record<string, unknown>, TreeNode[]] = ['#root', {}, []]
  const stack = [root]
  let at = 0
  const pushText = (text: string) => {
    if (text) stack.at(-1)![2].push(decode(text))
  }
  while (at < html.length) {
    const open = html.indexOf('<', at)
    if (open === -1) {
      pushText(html.slice(at))
      break
    }
    pushText(html.slice(at, open))
    if (html.startsWith('<!--', open)) {
      at = html.indexOf('-->', open) + 3
      continue
    }
    if (html.startsWith('<!', open)) {
      at = html.indexOf('>', open) + 1
      continue
    }
    const close = html.indexOf('>', open)
    const tagText = html.slice(open + 1, close)
    at = close + 1
    if (tagText.startsWith('/')) {
      stack.pop()
      continue
    }
    const name = /^[^\s/>]+/.exec(tagText)![0]
    const selfClosing = tagText.endsWith('/')
    const element: [string, Record<string, unknown>, TreeNode[]] = [
      name,
      props(tagText.slice(name.length, selfClosing ? -1 : undefined)),
      [],
    ]
    stack.at(-1)![2].push(element)
    if (RAW_TEXT.has(name)) {
      const end = html.indexOf(`</${name}>`, at)
      const content = html.slice(at, end)
      if (content) element[1].dangerouslySetInnerHTML = { __html: content }
      at = end + name.length + 3
      continue
    }
    if (!selfClosing && !VOID.has(name)) stack.push(element)
  }
  const top = root[2].find((node) => typeof node !== 'string')
  if (!top) throw new Error('no element in the page')
  return top
}
