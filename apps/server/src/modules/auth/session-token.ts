import { SESSION } from '@conecta/contract';
import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: string;
  sessionId: string;
  expiresAt: Date;
}

const ISSUER = 'conecta-clinica';

export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    /** The token lives as long as the inactivity limit; the client refreshes it while in use. */
    async sign(userId: string, sessionId: string, now: Date): Promise<string> {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(iat + SESSION.inactivityMs / 1000)
        .sign(key);
    },
    async verify(token: string, now: Date): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: now,
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || !payload.exp) {
          return null;
        }
        return {
          userId: payload.sub,
          sessionId: payload.sid,
          expiresAt: new Date(payload.exp * 1000),
        };
      } catch {
        return null;
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;
