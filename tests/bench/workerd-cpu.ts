import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

// A local Worker's own CPU time per request: the workerd process's CPU (Linux /proc) over a fixed number of
// sequential requests. Unlike requests per second, it barely moves when other work shares the machine, and it
// leaves out Vite preview's Node proxy in front (which every local request pays, and production has not).

/** Linux reports process CPU time in clock ticks of 1/100 s. */
export const TICK_MS = 10

/** The workerd process serving a local Worker on this port: the child of its `vite preview … --port <port>`. */
export function workerdPid(port: string): number | null {
  try {
    const vite = execFileSync('pgrep', ['-f', `vite.js preview .*--port ${port}( |$)`], { encoding: 'utf8' })
      .trim()
      .split('\n')[0]
    const child = execFileSync('pgrep', ['-P', vite!, 'workerd'], { encoding: 'utf8' }).trim().split('\n')[0]
    return child ? Number(child) : null
  } catch {
    return null
  }
}

function cpuTicks(pid: number): number {
  // Fields after the command name (which may hold spaces): utime and stime are the 14th and 15th of the line.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return Number(fields[11]) + Number(fields[12])
}

/** The Worker's CPU milliseconds per request for one address, over `samples` sequential requests. */
export async function workerCpuMs(pid: number, url: string, headers: Record<string, string>, samples: number): Promise<number> {
  const before = cpuTicks(pid)
  for (let index = 0; index < samples; index++) await (await fetch(url, { headers })).arrayBuffer()
  return ((cpuTicks(pid) - before) * TICK_MS) / samples
}
