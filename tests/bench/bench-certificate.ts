import { execFileSync } from 'node:child_process'
import { createHash, X509Certificate } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// The edge serves pages over TLS (HTTP/2 for every browser that offers it), so the Lighthouse bench serves them over
// TLS too, with a certificate made for this run only: a fresh P-256 key and a self-signed certificate for localhost,
// written by the system's openssl into a private temporary directory that is removed as soon as both are read: the
// key lives only in this process's memory, never in the repository; Chromium is told to trust exactly this certificate's public key (`spkiHash`, for
// --ignore-certificate-errors-spki-list) rather than to ignore certificate errors altogether.

const OPENSSL = process.env.OPENSSL_PATH ?? 'openssl'

export interface BenchCertificate {
  key: string
  cert: string
  /** base64 SHA-256 of the certificate's SubjectPublicKeyInfo, the form Chromium's SPKI allow-list takes. */
  spkiHash: string
}

export function createBenchCertificate(): BenchCertificate {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'))
  try {
    const keyPath = join(dir, 'key.pem')
    const certPath = join(dir, 'cert.pem')
    execFileSync(
      OPENSSL,
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        keyPath,
        '-out',
        certPath,
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    )
    const cert = readFileSync(certPath, 'utf8')
    const key = readFileSync(keyPath, 'utf8')
    const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' })
    return { key, cert, spkiHash: createHash('sha256').update(spki).digest('base64') }
  } catch (error) {
    throw new Error(
      `could not make the bench's TLS certificate with ${OPENSSL}: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
