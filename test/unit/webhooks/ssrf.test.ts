import type { LookupAddress } from 'node:dns';
import { describe, expect, it, vi } from 'vitest';
import {
  checkWebhookUrl,
  resolveWebhookTarget,
  WEBHOOK_URL_MESSAGES,
} from '#lambdas/adapters/webhook-client';
import { forbiddenAddressReason } from '#lambdas/domain/network-ranges';

const strict = { allowLoopback: false };
const local = { allowLoopback: true };

describe('forbidden address ranges', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['169.254.0.1', 'link-local'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.255', 'cgnat'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['198.51.100.7', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'unique-local'],
    ['fd12::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['fec0::1', 'site-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'ipv4-mapped'],
    ['::ffff:10.0.0.1', 'ipv4-mapped'],
    ['::ffff:7f00:1', 'ipv4-mapped'],
    ['::ffff:8.8.8.8', 'ipv4-mapped'],
    ['::ffff:0:a00:1', 'ipv4-translated'],
    ['::a00:1', 'ipv4-compatible'],
    ['64:ff9b::a00:1', 'nat64'],
    ['64:ff9b::a9fe:a9fe', 'nat64'],
    ['64:ff9b:1::1', 'nat64'],
    ['2002:a00:1::', '6to4'],
    ['2002:7f00:1::1', '6to4'],
    ['2001::1', 'teredo'],
    ['2001:db8::1', 'reserved'],
    ['3fff::1', 'reserved'],
    ['100::1', 'reserved'],
    ['100:0:0:1::1', 'reserved'],
    ['5f00::1', 'reserved'],
    ['4000::1', 'reserved'],
    ['not-an-ip', 'invalid'],
    ['', 'invalid'],
  ])('refuses %s (%s)', (ip, reason) => {
    expect(forbiddenAddressReason(ip, strict)).toBe(reason);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '169.253.255.255',
    '2606:4700::1111',
    '2001:4860:4860::8888',
    '2a03:2880:f10c:83:face:b00c:0:25de',
  ])('allows the public unicast %s', (ip) => {
    expect(forbiddenAddressReason(ip, strict)).toBeUndefined();
  });

  it('allows loopback, and loopback only, in local mode', () => {
    expect(forbiddenAddressReason('127.0.0.1', local)).toBeUndefined();
    expect(forbiddenAddressReason('::1', local)).toBeUndefined();
    for (const ip of [
      '10.0.0.1',
      '192.168.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '::ffff:127.0.0.1',
      'fd00::1',
    ]) {
      expect(forbiddenAddressReason(ip, local)).toBeDefined();
    }
  });
});

describe('webhookUrl checks', () => {
  const refused = (url: string, allowLoopback = false) => {
    const check = checkWebhookUrl(url, { allowLoopback });
    return check.ok ? undefined : check.message;
  };

  it('takes a public HTTPS URL, any port', () => {
    const check = checkWebhookUrl('https://hooks.banco.com.br:8443/categoriza?x=1', strict);
    expect(check.ok && check.url.href).toBe('https://hooks.banco.com.br:8443/categoriza?x=1');
    expect(checkWebhookUrl('https://8.8.8.8/hook', strict).ok).toBe(true);
    expect(checkWebhookUrl('https://[2606:4700::1111]/hook', strict).ok).toBe(true);
  });

  it('refuses plain HTTP and other schemes', () => {
    expect(refused('http://hooks.banco.com.br/x')).toBe(WEBHOOK_URL_MESSAGES.https);
    expect(refused('http://8.8.8.8/x', true)).toBe(WEBHOOK_URL_MESSAGES.https);
    expect(refused('ftp://hooks.banco.com.br/x')).toBe(WEBHOOK_URL_MESSAGES.https);
    expect(refused('file:///etc/passwd')).toBe(WEBHOOK_URL_MESSAGES.https);
  });

  it('takes http://127.0.0.1 and http://localhost only with allowLoopback', () => {
    expect(refused('http://127.0.0.1:4000/hook')).toBe(WEBHOOK_URL_MESSAGES.internal);
    expect(refused('http://localhost:4000/hook')).toBe(WEBHOOK_URL_MESSAGES.internal);
    expect(refused('https://localhost/hook')).toBe(WEBHOOK_URL_MESSAGES.internal);
    expect(refused('https://api.localhost/hook')).toBe(WEBHOOK_URL_MESSAGES.internal);
    expect(checkWebhookUrl('http://127.0.0.1:4000/hook', local).ok).toBe(true);
    expect(checkWebhookUrl('http://localhost:4000/hook', local).ok).toBe(true);
  });

  it('refuses internal addresses even with allowLoopback', () => {
    for (const allowLoopback of [false, true]) {
      expect(refused('http://10.0.0.1/hook', allowLoopback)).toBe(WEBHOOK_URL_MESSAGES.internal);
      expect(refused('https://10.0.0.1/hook', allowLoopback)).toBe(WEBHOOK_URL_MESSAGES.internal);
      expect(refused('https://169.254.169.254/latest/meta-data/', allowLoopback)).toBe(
        WEBHOOK_URL_MESSAGES.internal,
      );
      expect(refused('https://[::ffff:127.0.0.1]/hook', allowLoopback)).toBe(WEBHOOK_URL_MESSAGES.internal);
      expect(refused('https://[fd00::1]/hook', allowLoopback)).toBe(WEBHOOK_URL_MESSAGES.internal);
    }
  });

  it('reads the host as the URL parser normalizes it', () => {
    expect(refused('https://0x7f.1/hook')).toBe(WEBHOOK_URL_MESSAGES.internal);
    expect(refused('https://2130706433/hook')).toBe(WEBHOOK_URL_MESSAGES.internal);
    expect(refused('https://0177.0.0.1/hook')).toBe(WEBHOOK_URL_MESSAGES.internal);
    expect(refused('https://[::ffff:a00:1]/hook')).toBe(WEBHOOK_URL_MESSAGES.internal);
  });

  it('refuses credentials in the URL', () => {
    expect(refused('https://user:pw@hooks.banco.com.br/x')).toBe(WEBHOOK_URL_MESSAGES.credentials);
    expect(refused('https://user@hooks.banco.com.br/x')).toBe(WEBHOOK_URL_MESSAGES.credentials);
  });

  it('refuses what is no URL, or too long a one', () => {
    expect(refused('não é url')).toBe(WEBHOOK_URL_MESSAGES.invalid);
    expect(refused('https://')).toBe(WEBHOOK_URL_MESSAGES.invalid);
    expect(refused('')).toBe(WEBHOOK_URL_MESSAGES.invalid);
    expect(refused(`https://hooks.banco.com.br/${'a'.repeat(2100)}`)).toBe(WEBHOOK_URL_MESSAGES.tooLong);
  });
});

describe('webhook target resolution', () => {
  const answering = (...addresses: string[]) =>
    vi.fn(
      async (_host: string, _opts: { all: true }): Promise<LookupAddress[]> =>
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );

  it('refuses a host any of whose answers is internal', async () => {
    for (const inside of ['10.0.0.1', '169.254.169.254', '::1', 'fd00::2', '::ffff:10.0.0.1']) {
      const lookup = answering('93.184.216.34', inside);
      const target = await resolveWebhookTarget('https://hooks.banco.com.br/x', {
        lookup,
        allowLoopback: false,
      });
      expect(target).toMatchObject({ ok: false, message: WEBHOOK_URL_MESSAGES.internal });
    }
  });

  it('answers the checked public address, asking DNS once for every address', async () => {
    const lookup = answering('93.184.216.34');
    const target = await resolveWebhookTarget('https://hooks.banco.com.br/x', {
      lookup,
      allowLoopback: false,
    });
    expect(target).toMatchObject({ ok: true, address: '93.184.216.34', family: 4 });
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup).toHaveBeenCalledWith('hooks.banco.com.br', { all: true });
  });

  it('prefers an IPv4 answer', async () => {
    const lookup = answering('2606:4700::1111', '1.1.1.1');
    const target = await resolveWebhookTarget('https://hooks.banco.com.br/x', {
      lookup,
      allowLoopback: false,
    });
    expect(target).toMatchObject({ ok: true, address: '1.1.1.1', family: 4 });
    const v6 = await resolveWebhookTarget('https://x.banco.com.br/', {
      lookup: answering('2606:4700::1111'),
      allowLoopback: false,
    });
    expect(v6).toMatchObject({ ok: true, address: '2606:4700::1111', family: 6 });
  });

  it('does not look an IP literal up', async () => {
    const lookup = answering('10.0.0.1');
    const target = await resolveWebhookTarget('https://[2606:4700::1111]:8443/x', {
      lookup,
      allowLoopback: false,
    });
    expect(target).toMatchObject({ ok: true, address: '2606:4700::1111', family: 6 });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('refuses a host that does not resolve', async () => {
    const failing = vi.fn(async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    });
    for (const lookup of [failing, answering()]) {
      const target = await resolveWebhookTarget('https://nope.banco.com.br/', {
        lookup,
        allowLoopback: false,
      });
      expect(target).toEqual({ ok: false, message: WEBHOOK_URL_MESSAGES.unresolved });
    }
  });

  it('holds plain HTTP to loopback answers in local mode', async () => {
    const loopback = await resolveWebhookTarget('http://hooks.example.test:4000/', {
      lookup: answering('127.0.0.1'),
      allowLoopback: true,
    });
    expect(loopback).toMatchObject({ ok: true, address: '127.0.0.1' });
    const outside = await resolveWebhookTarget('http://hooks.example.test:4000/', {
      lookup: answering('8.8.8.8'),
      allowLoopback: true,
    });
    expect(outside).toEqual({ ok: false, message: WEBHOOK_URL_MESSAGES.https });
    const mixed = await resolveWebhookTarget('http://localhost:4000/', {
      lookup: answering('127.0.0.1', '10.0.0.1'),
      allowLoopback: true,
    });
    expect(mixed).toMatchObject({ ok: false, message: WEBHOOK_URL_MESSAGES.internal });
  });

  it('refuses a loopback answer without allowLoopback', async () => {
    const target = await resolveWebhookTarget('https://rebind.example.test/', {
      lookup: answering('127.0.0.1'),
      allowLoopback: false,
    });
    expect(target).toMatchObject({ ok: false, message: WEBHOOK_URL_MESSAGES.internal, reason: 'loopback' });
  });
});
