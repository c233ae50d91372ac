import { exports } from 'cloudflare:workers'
import { expect } from 'vitest'

// The site's pages as a browser asks for them: through the Worker's own fetch handler.

/** The page's HTML, once its status has been checked to be `status` (200 unless given). */
export async function pageHtml(path: string, status = 200): Promise<string> {
  const response = await exports.default.fetch(new Request(`https://perkins.test${path}`))
  expect(response.status, path).toBe(status)
  return response.text()
}
