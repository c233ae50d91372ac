// Hex encoding, the one form digests and random ids take as text: lower case, two characters a byte.

export const toHex = (bytes: Uint8Array | ArrayBuffer): string =>
  [...(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes))].map((byte) => byte.toString(16).padStart(2, '0')).join('')

/** The digest of a text's UTF-8 bytes, hex. SHA-1 only where a third party fixes it (Storyblok's preview link). */
export async function digestHex(algorithm: 'SHA-1' | 'SHA-256', text: string): Promise<string> {
  return toHex(await crypto.subtle.digest(algorithm, new TextEncoder().encode(text)))
}

export const sha256Hex = (text: string): Promise<string> => digestHex('SHA-256', text)
