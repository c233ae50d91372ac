import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'

// A local Worker's own CPU time per request: the workerd process's CPU (Linux /proc) over a fixed number of
// sequential requests. Unlike requests per second, it barely moves when other work shares the machine, and it
// leaves out any Node process in front of workerd.

/** Linux reports process CPU time in clock ticks of 1/100 s. */
export const TICK_MS = 10

/**
 * The workerd process serving a local Worker on this port: the one listening on it (`npm start` serves from workerd
 * itself), or the workerd child of a Node process that listens for it.
 */
export function workerdPid(port: string): number | null {
  const listener = listeningPid(Number(port))
  if (listener === null) return null
  if (readFileSync(`/proc/${listener}/comm`, 'utf8').trim() === 'workerd') return listener
  try {
    const child = execFileSync('pgrep', ['-P', String(listener), 'workerd'], { encoding: 'utf8' })
      .trim()
      .split('\n')[0]
    return child ? Number(child) : null
  } catch {
    return null
  }
}

/** The process holding the socket that listens on this TCP port (Linux /proc: the socket's inode, then its owner). */
function listeningPid(port: number): number | null {
  const LISTEN = '0A'
  const inodes = new Set<string>()
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = ''
    try {
      text = readFileSync(table, 'utf8')
    } catch {
      continue
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/)
      const localPort = parseInt(fields[1]?.split(':').at(-1) ?? '', 16)
      if (localPort === port && fields[3] === LISTEN && fields[9]) inodes.add(`socket:[${fields[9]}]`)
    }
  }
  if (inodes.size === 0) return null
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) if (inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return Number(pid)
    } catch {
      // gone, or not ours to read
    }
  }
  return null
}

function cpuTicks(pid: number): number {
  // Fields after the command name (which may hold spaces): utime and stime are the 14th and 15th of the line.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return Number(fields[11]) + Number(fields[12])
}

/**
 * The Worker's CPU milliseconds per request for one address, over `samples` sequential requests. Asked for an
 * uncompressed answer: the edge compresses outside the Worker, while locally Miniflare's entry worker brotli-compresses
 * in the same workerd process (about 0.9 ms for home), which would count as the Worker's.
 */
export async function workerCpuMs(pid: number, url: string, headers: Record<string, string>, samples: number): Promise<number> {
  const init = { headers: { 'accept-encoding': 'identity', ...headers } }
  const before = cpuTicks(pid)
  for (let index = 0; index < samples; index++) await (await fetch(url, init)).arrayBuffer()
  return ((cpuTicks(pid) - before) * TICK_MS) / samples
}
