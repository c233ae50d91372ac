import type { Context } from 'hono'
import type { z } from 'zod'
import { MESSAGES, SandboxError } from './sandbox-error.ts'

// Every call checks its input with the shared payload schemas (shared/schemas/api), the same ones the site's proxy
// applies, so a request the proxy lets through is one the sandbox accepts. Messages follow the proxy's rule: an
// issue written for the visitor (code "custom", e.g. 'Incorrect format.') is shown as it is; anything else is
// the error catalogue's 'Please provide Correct inputs'.

// The field of the first issue: its path, or for an unknown key of a strict object the key itself.
function fieldOf(issue: z.ZodError['issues'][number]): string | undefined {
  if (issue.path.length > 0) return issue.path.map(String).join('.')
  if (issue.code === 'unrecognized_keys') return issue.keys[0]
  return undefined
}

function inputError(error: z.ZodError): SandboxError {
  const issue = error.issues[0]
  if (issue === undefined) return new SandboxError(400, MESSAGES.correctInputs)
  return new SandboxError(400, issue.code === 'custom' ? issue.message : MESSAGES.correctInputs, fieldOf(issue))
}

export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value)
  if (!result.success) throw inputError(result.error)
  return result.data
}

export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown
  try {
    body = await c.req.json()
  } catch {
    throw new SandboxError(400, MESSAGES.correctInputs)
  }
  return parseInput(schema, body)
}

export const readQuery = <S extends z.ZodType>(c: Context, schema: S): z.output<S> => parseInput(schema, c.req.query())

/** A path segment the router matched as digits, as a number. */
export function numericParam(c: Context, name: string): number {
  const value = c.req.param(name)
  if (value === undefined || !/^\d{1,12}$/.test(value)) throw new SandboxError(404, MESSAGES.notFound)
  return Number(value)
}
