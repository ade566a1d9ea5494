import { describe, expect, it } from 'vitest';
import {
  generateWebhookSecret,
  signWebhook,
  verifyWebhook,
  webhookHeaders,
} from '#lambdas/domain/webhook-signature';

/**
 * The official test vector of Standard Webhooks: github.com/standard-webhooks/standard-webhooks, commit
 * b2fa7b8719fb75d326b591077f5d1b385cfcdfae, libraries/javascript/src/webhook.test.ts ("sign function works"),
 * the same in libraries/go/webhook_test.go (TestWebhookSign) and libraries/java/.../TestScenario.java.
 */
const VECTOR = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};
const AT_VECTOR = new Date(VECTOR.timestamp * 1000);

const headersOf = (signature: string, id = VECTOR.id, timestamp = VECTOR.timestamp) => ({
  'webhook-id': id,
  'webhook-timestamp': String(timestamp),
  'webhook-signature': signature,
});

describe('webhook signatures (Standard Webhooks)', () => {
  it('signs the official vector', () => {
    expect(signWebhook(VECTOR)).toBe(VECTOR.signature);
  });

  it('takes the secret without its whsec_ prefix too, as the reference libraries do', () => {
    expect(signWebhook({ ...VECTOR, secret: 'MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' })).toBe(VECTOR.signature);
  });

  it('verifies the official vector within the tolerance', () => {
    const headers = headersOf(VECTOR.signature);
    expect(verifyWebhook({ secret: VECTOR.secret, headers, body: VECTOR.body, now: AT_VECTOR })).toBe(true);
    const later = new Date((VECTOR.timestamp + 300) * 1000);
    expect(verifyWebhook({ secret: VECTOR.secret, headers, body: VECTOR.body, now: later })).toBe(true);
  });

  it('makes whsec_ secrets of 24 random bytes', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(24);
    expect(generateWebhookSecret()).not.toBe(secret);
  });

  it('round-trips: the headers it makes verify, and carry the JSON content type', () => {
    const secret = generateWebhookSecret();
    const message = { secret, id: 'msg_abc', timestamp: 1_750_000_000, body: '{"type":"job.succeeded"}' };
    const headers = webhookHeaders(message);
    expect(headers).toEqual({
      'content-type': 'application/json',
      'webhook-id': 'msg_abc',
      'webhook-timestamp': '1750000000',
      'webhook-signature': signWebhook(message),
    });
    const now = new Date(1_750_000_010_000);
    expect(verifyWebhook({ secret, headers, body: message.body, now })).toBe(true);
    expect(verifyWebhook({ secret: generateWebhookSecret(), headers, body: message.body, now })).toBe(false);
  });

  it('reads headers in any case', () => {
    const headers = {
      'Webhook-Id': VECTOR.id,
      'WEBHOOK-TIMESTAMP': String(VECTOR.timestamp),
      'Webhook-Signature': VECTOR.signature,
    };
    expect(verifyWebhook({ secret: VECTOR.secret, headers, body: VECTOR.body, now: AT_VECTOR })).toBe(true);
  });

  it.each([
    { what: 'a tampered body', headers: headersOf(VECTOR.signature), body: '{"test": 2432232315}' },
    {
      what: 'another id',
      headers: headersOf(VECTOR.signature, 'msg_p5jXN8AQM9LWM0D4loKWxJel'),
      body: VECTOR.body,
    },
    {
      what: 'another timestamp',
      headers: headersOf(VECTOR.signature, VECTOR.id, VECTOR.timestamp + 1),
      body: VECTOR.body,
    },
    {
      what: 'a tampered signature',
      headers: headersOf('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLawdd'),
      body: VECTOR.body,
    },
    {
      what: 'the right signature under another version',
      headers: headersOf('v2,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE='),
      body: VECTOR.body,
    },
    {
      what: 'a signature with no version',
      headers: headersOf('g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE='),
      body: VECTOR.body,
    },
    {
      what: 'trailing text after the signature',
      headers: headersOf(`${VECTOR.signature},x`),
      body: VECTOR.body,
    },
    {
      what: 'no signature header',
      headers: { 'webhook-id': VECTOR.id, 'webhook-timestamp': String(VECTOR.timestamp) },
      body: VECTOR.body,
    },
    {
      what: 'no id header',
      headers: { 'webhook-timestamp': String(VECTOR.timestamp), 'webhook-signature': VECTOR.signature },
      body: VECTOR.body,
    },
    {
      what: 'a timestamp that is no integer',
      headers: { ...headersOf(VECTOR.signature), 'webhook-timestamp': '1614265330.0' },
      body: VECTOR.body,
    },
  ])('refuses $what', ({ headers, body }) => {
    expect(verifyWebhook({ secret: VECTOR.secret, headers, body, now: AT_VECTOR })).toBe(false);
  });

  it('refuses a timestamp outside the tolerance, old or new', () => {
    const headers = headersOf(VECTOR.signature);
    const verify = (offsetSeconds: number, toleranceSeconds?: number) =>
      verifyWebhook({
        secret: VECTOR.secret,
        headers,
        body: VECTOR.body,
        now: new Date((VECTOR.timestamp + offsetSeconds) * 1000),
        ...(toleranceSeconds === undefined ? {} : { toleranceSeconds }),
      });
    expect(verify(301)).toBe(false);
    expect(verify(-301)).toBe(false);
    expect(verify(60 * 60 * 24)).toBe(false);
    expect(verify(61, 60)).toBe(false);
    expect(verify(59, 60)).toBe(true);
  });

  it('accepts a space-separated list of signatures when one of them matches (secret rotation)', () => {
    const oldSecret = generateWebhookSecret();
    const stale = signWebhook({ ...VECTOR, secret: oldSecret });
    const asymmetric =
      'v1a,hnO3f9T8Ytu9HwrXslvumlUpqtNVqkhqw/enGzPCXe5BdqzCInXqYXFymVJaA7AZdpXwVLPo3mNl8EM+m7TBAg==';
    for (const list of [
      `${stale} ${VECTOR.signature}`,
      `${VECTOR.signature} ${stale}`,
      `${asymmetric} ${VECTOR.signature}`,
    ]) {
      expect(
        verifyWebhook({ secret: VECTOR.secret, headers: headersOf(list), body: VECTOR.body, now: AT_VECTOR }),
      ).toBe(true);
    }
    expect(
      verifyWebhook({
        secret: VECTOR.secret,
        headers: headersOf(`${stale} ${asymmetric}`),
        body: VECTOR.body,
        now: AT_VECTOR,
      }),
    ).toBe(false);
  });

  it('refuses to sign an id with a dot or a timestamp that is no integer of seconds', () => {
    expect(() => signWebhook({ ...VECTOR, id: 'msg.1' })).toThrow();
    expect(() => signWebhook({ ...VECTOR, timestamp: 1614265330.5 })).toThrow();
    expect(() => signWebhook({ ...VECTOR, secret: 'whsec_' })).toThrow();
  });
});
