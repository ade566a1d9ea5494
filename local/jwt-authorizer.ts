import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

export type JwtClaims = JwtPayload;

/**
 * API Gateway's JWT authorizer, as configured in AWS for the Cognito pool: a Bearer token whose signature
 * (JWKS), issuer and expiry hold, and whose audience (`aud` on ID tokens, `client_id` on access tokens) is the
 * app client. Anything else is 401 before a handler runs.
 */
export function createJwtAuthorizer(opts: { issuer: string; clientId: string }) {
  const verifier = JwtRsaVerifier.create(
    { issuer: opts.issuer, jwksUri: `${opts.issuer}/.well-known/jwks.json`, audience: null },
    {
      // The emulator serves its JWKS over http on loopback; aws-jwt-verify's default fetcher insists on https.
      jwksCache: new SimpleJwksCache({ fetcher: { fetch: async (uri) => (await fetch(uri)).arrayBuffer() } }),
    },
  );
  return async function authorize(authorization: string | undefined): Promise<JwtClaims | undefined> {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
    if (!match?.[1]) return undefined;
    try {
      const claims = await verifier.verify(match[1]);
      const audience = claims.aud ?? claims.client_id;
      const audiences = Array.isArray(audience) ? audience : [audience];
      return audiences.includes(opts.clientId) ? claims : undefined;
    } catch {
      return undefined;
    }
  };
}
