import { spawn, type ChildProcess } from 'node:child_process'

/** Starts the built site (scripts/start.mjs, no rebuild) on its own port and waits until content is synced. */
export async function startLocalSite(port: number): Promise<{ origin: string; stop: () => void }> {
  const child: ChildProcess = spawn('node', ['scripts/start.mjs', '--no-build'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const origin = `http://localhost:${port}`
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('site did not start within 90 s')), 90_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Site ready')) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.on('exit', (code) => reject(new Error(`site exited with ${code}`)))
  })
  return { origin, stop: () => child.kill('SIGTERM') }
}
