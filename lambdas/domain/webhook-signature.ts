// biome-ignore lint/correctness/noNodejsModules: signing runs only in Lambda, and must be synchronous (Web Crypto's HMAC is async) with a constant-time compare.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Webhook signatures of the Standard Webhooks scheme (https://www.standardwebhooks.com): HMAC-SHA256 of
 * `id.timestamp.body` under the key's secret, sent as `webhook-signature: v1,<base64>`. The id and the
 * timestamp are signed with the body, so a receiver can refuse replays (timestamp) and duplicates (id).
 */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** Bytes of a new secret: the least the spec allows (24 to 64), which keeps the secret short to copy. */
const SECRET_BYTES = 24;

/** How far a receiver lets a timestamp stray from its clock, either way: the reference libraries' 5 minutes. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

/** A new signing secret, `whsec_` + base64 of random bytes: shown once with its API key. */
export function generateWebhookSecret(): string {
  return WEBHOOK_SECRET_PREFIX + randomBytes(SECRET_BYTES).toString('base64');
}

/** The HMAC key of a secret: the base64 after `whsec_` (a bare base64 secret is taken too, as the spec's libraries do). */
function secretKey(secret: string): Buffer {
  const encoded = secret.startsWith(WEBHOOK_SECRET_PREFIX)
    ? secret.slice(WEBHOOK_SECRET_PREFIX.length)
    : secret;
  const key = Buffer.from(encoded, 'base64');
  if (key.length === 0) throw new Error('Webhook secret is empty');
  return key;
}

export interface WebhookMessage {
  readonly secret: string;
  readonly id: string;
  /** Unix time of this attempt, in integer seconds. */
  readonly timestamp: number;
  /** The exact bytes sent: a receiver verifies the raw body, so it must not be serialized again. */
  readonly body: string;
}

/** `v1,<base64>`: the signature of one message. */
export function signWebhook({ secret, id, timestamp, body }: WebhookMessage): string {
  // A `.` in the id, or a timestamp that is not an integer, would let two messages sign the same text.
  if (id.length === 0 || id.includes('.')) throw new Error('Webhook id must be non-empty and have no "."');
  if (!Number.isSafeInteger(timestamp) || timestamp < 0)
    throw new Error('Webhook timestamp must be integer seconds');
  const mac = createHmac('sha256', secretKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The headers of one delivery: the three of the scheme and the body's type. */
export function webhookHeaders(message: WebhookMessage): Record<string, string> {
  return {
    'content-type': 'application/json',
    'webhook-id': message.id,
    'webhook-timestamp': String(message.timestamp),
    'webhook-signature': signWebhook(message),
  };
}

export type WebhookHeaderBag = Readonly<Record<string, string | readonly string[] | undefined>>;

/** A header by its name in any case (Node lower-cases them; a Fetch or test caller may not). */
function header(headers: WebhookHeaderBag, name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return typeof value === 'string' ? value : value?.join(' ');
  }
  return undefined;
}

/**
 * Whether a delivery is authentic: its timestamp within `toleranceSeconds` of `now` (replays refused), and
 * one of the space-separated `v1` signatures (several during a secret rotation) matching, compared in
 * constant time. Signatures of other versions (`v1a`, ...) are skipped.
 */
export function verifyWebhook({
  secret,
  headers,
  body,
  now,
  toleranceSeconds = DEFAULT_TOLERANCE_SECONDS,
}: {
  secret: string;
  headers: WebhookHeaderBag;
  body: string;
  now: Date;
  toleranceSeconds?: number;
}): boolean {
  const id = header(headers, 'webhook-id');
  const timestampText = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestampText || !signatures || !/^\d{1,15}$/.test(timestampText)) return false;
  const timestamp = Number(timestampText);
  if (Math.abs(Math.floor(now.getTime() / 1000) - timestamp) > toleranceSeconds) return false;
  let expected: Buffer;
  try {
    expected = Buffer.from(signWebhook({ secret, id, timestamp, body }).slice('v1,'.length));
  } catch {
    return false;
  }
  return signatures.split(' ').some((versioned) => {
    const comma = versioned.indexOf(',');
    if (comma < 0 || versioned.slice(0, comma) !== 'v1') return false;
    const given = Buffer.from(versioned.slice(comma + 1));
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
