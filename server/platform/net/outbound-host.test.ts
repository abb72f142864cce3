import { describe, expect, it } from 'vitest';
import {
  checkOutboundHost,
  isInternalName,
  isPublicAddress,
  normaliseHost,
  outboundPolicyOf,
  type HostLookup,
} from './outbound-host';

const strict = { allowPrivate: false };
const resolvesTo =
  (...addresses: string[]): HostLookup =>
  async () =>
    addresses;
const failing: HostLookup = async () => {
  throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
};

describe('outbound host policy', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.100.100.200',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.251',
    '192.0.0.192',
    '198.18.0.1',
    '240.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00:ec2::254',
    'fc00::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::a00:1',
    'not-an-ip',
  ])('refuses %s as not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '203.0.114.7', '2001:4860:4860::8888', '::ffff:8.8.8.8'])('lets public %s through', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('reads a host as typed: case, brackets and a trailing dot do not matter', () => {
    expect(normaliseHost(' [::1] ')).toBe('::1');
    expect(normaliseHost('SMTP.Example.COM.')).toBe('smtp.example.com');
  });

  it.each([
    'localhost',
    'LOCALHOST.',
    'app.localhost',
    'metadata.google.internal',
    'metadata.goog',
    'metadata',
    'instance-data',
    'printer.local',
    'nas.home.arpa',
  ])('refuses the internal name %s without asking DNS', async (host) => {
    expect(isInternalName(host)).toBe(true);
    expect(await checkOutboundHost(host, { ...strict, lookup: resolvesTo('8.8.8.8') })).toEqual({
      ok: false,
      reason: 'internal',
    });
  });

  it('refuses literal internal addresses, bracketed IPv6 included', async () => {
    for (const host of ['10.0.0.1', '169.254.169.254', '[::1]', '::ffff:10.0.0.1']) {
      expect(await checkOutboundHost(host, strict)).toEqual({ ok: false, reason: 'internal' });
    }
  });

  it('refuses a name when any one of its addresses is internal, not only the first', async () => {
    expect(await checkOutboundHost('smtp.example.com', { ...strict, lookup: resolvesTo('127.0.0.1') })).toEqual({
      ok: false,
      reason: 'internal',
    });
    expect(
      await checkOutboundHost('smtp.example.com', { ...strict, lookup: resolvesTo('8.8.8.8', '10.1.2.3') }),
    ).toEqual({ ok: false, reason: 'internal' });
  });

  it('answers the checked address to connect to, and the name for TLS', async () => {
    expect(
      await checkOutboundHost('SMTP.Example.com', { ...strict, lookup: resolvesTo('8.8.4.4', '2001:4860:4860::8844') }),
    ).toEqual({ ok: true, host: 'smtp.example.com', address: '8.8.4.4' });
  });

  it('says not found when the name does not resolve', async () => {
    expect(await checkOutboundHost('nowhere.example.com', { ...strict, lookup: failing })).toEqual({
      ok: false,
      reason: 'not-found',
    });
    expect(await checkOutboundHost('empty.example.com', { ...strict, lookup: resolvesTo() })).toEqual({
      ok: false,
      reason: 'not-found',
    });
  });

  it('lets internal hosts through only when the development setting allows them', async () => {
    expect(await checkOutboundHost('localhost', { allowPrivate: true, lookup: resolvesTo('127.0.0.1') })).toEqual({
      ok: true,
      host: 'localhost',
      address: '127.0.0.1',
    });
    expect(await checkOutboundHost('[::1]', { allowPrivate: true })).toEqual({ ok: true, host: '::1', address: '::1' });
  });

  it('is strict for a database no policy was bound to', () => {
    expect(outboundPolicyOf({})).toEqual({ allowPrivate: false });
  });
});
