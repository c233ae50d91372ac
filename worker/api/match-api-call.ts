import { apiCalls, type ApiCall, type ApiCallId, type ApiMethod } from '#shared/api-calls.ts'

// Looks a resolved path up in the call table. A path matches a template when every literal segment is equal and
// every `{name}` segment fits the table's pattern for it. When two templates match (orders/recent and
// orders/{id}), the one with more literal segments wins, so a literal route can never be shadowed by an id.

type CallMatch =
  | { kind: 'call'; id: ApiCallId; call: ApiCall; params: Record<string, string> }
  | { kind: 'wrong-method'; allow: ApiMethod[] }
  | { kind: 'unknown' }

type Segment = { literal: string } | { param: string; pattern: RegExp }

interface CompiledCall {
  id: ApiCallId
  call: ApiCall
  segments: Segment[]
  literals: number
}

function compile(id: ApiCallId, call: ApiCall): CompiledCall {
  const segments = call.path.split('/').map((part): Segment => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1]
    if (name === undefined) return { literal: part }
    const pattern = call.params?.[name]
    if (!pattern) throw new Error(`Call ${id} has no pattern for {${name}}`)
    return { param: name, pattern }
  })
  return { id, call, segments, literals: segments.filter((s) => 'literal' in s).length }
}

const compiled: CompiledCall[] = (Object.entries(apiCalls) as [ApiCallId, ApiCall][]).map(([id, call]) => compile(id, call))

function bind(entry: CompiledCall, segments: readonly string[]): Record<string, string> | null {
  if (entry.segments.length !== segments.length) return null
  const params: Record<string, string> = {}
  for (const [i, segment] of entry.segments.entries()) {
    const value = segments[i]!
    if ('literal' in segment) {
      if (segment.literal !== value) return null
    } else {
      if (!segment.pattern.test(value)) return null
      params[segment.param] = value
    }
  }
  return params
}

export function matchApiCall(method: string, segments: readonly string[]): CallMatch {
  const matching = compiled.flatMap((entry) => {
    const params = bind(entry, segments)
    return params ? [{ entry, params }] : []
  })
  if (matching.length === 0) return { kind: 'unknown' }
  // Specificity is decided across methods: `GET orders/create` is the POST-only literal route used wrongly,
  // not an order whose id happens to be "create".
  const specific = Math.max(...matching.map((m) => m.entry.literals))
  const candidates = matching.filter((m) => m.entry.literals === specific)
  const hit = candidates.find((m) => m.entry.call.method === method)
  if (hit) return { kind: 'call', id: hit.entry.id, call: hit.entry.call, params: hit.params }
  return { kind: 'wrong-method', allow: [...new Set(candidates.map((m) => m.entry.call.method))] }
}
