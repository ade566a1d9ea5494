/**
 * The app's security headers, in one place: CloudFront's response headers policy (infra/constructs/web.ts) and
 * local mode (local/local-mode.ts) both apply them, so the e2e tests run the app under the production policy.
 * No CDK imports here: local mode loads this file.
 */

/**
 * The Content-Security-Policy: its own scripts only; styles from its CSS file plus inline styles (the toast
 * library injects a style element at run time); API calls to its own origin plus `cognitoOrigin`, where Amplify
 * talks to Cognito (the regional endpoint in AWS; same origin in local mode); images from itself and data:
 * URIs; never framed. `upgradeInsecure` only where the site is served over HTTPS.
 */
export function contentSecurityPolicy(opts: { cognitoOrigin?: string; upgradeInsecure: boolean }): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `connect-src 'self'${opts.cognitoOrigin ? ` ${opts.cognitoOrigin}` : ''}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(opts.upgradeInsecure ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

export const cognitoOrigin = (region: string) => `https://cognito-idp.${region}.amazonaws.com`;

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** The headers as local mode sends them (CloudFront adds HSTS on top, since it serves HTTPS). */
export function localSecurityHeaders(): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy({ upgradeInsecure: false }),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
  };
}
