// A deadline for a call to another service: the work gets an abort signal, and the caller gets a DeadlineError at
// the deadline even when the other side ignores the signal and never answers.

/** Runs `work` with an abort signal that fires after `ms`, and rejects at that moment even if `work` ignores it. */
export async function withDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController()
  let timer: number | null = null
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new DeadlineError(`no answer within ${ms} ms`)
      controller.abort(error)
      reject(error)
    }, ms)
  })
  try {
    return await Promise.race([work(controller.signal), deadline])
  } finally {
    if (timer !== null) clearTimeout(timer)
  }
}

export class DeadlineError extends Error {
  override name = 'DeadlineError'
}
