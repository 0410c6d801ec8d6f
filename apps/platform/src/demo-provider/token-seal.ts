import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

// A game session token kept in the provider's own store (a Rocket round nobody came back to is settled later by
// whichever instance sweeps): sealed with AES-256-GCM under a key derived from the provider's secret, so a copy of
// the table opens no wallet.

const keyOf = (secret: string) => createHmac('sha256', secret).update('felt-demo-token-seal').digest();

export function tokenSeal(secret: string) {
  const key = keyOf(secret);
  return {
    seal(token: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    /** The token, or null when the seal was not made with this secret or was altered. */
    open(sealed: string): string | null {
      const bytes = Buffer.from(sealed, 'base64url');
      if (bytes.length < 29) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
