/**
 * The live-stock limits without a network: what one client is (an IPv4 address, an IPv6
 * /64), the share one network (/24, /48) may take of the process, and the client that does not read.
 */
import { EventEmitter } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeChannel, ChangeEvent } from '../../db/change-channel';
import type { Db } from '../../db/transaction';
import { addressKey, ipv6Groups, networkKey } from '../../http/ip-prefix';
import { createLiveStockHub, LIVE_STOCK_MESSAGES } from './live-stock-hub';

describe('ip-prefix', () => {
  it('expands IPv6 addresses, compressed or not, with a dotted tail or a zone', () => {
    expect(ipv6Groups('2001:db8::1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups('fe80::1%eth0')).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups('::ffff:192.0.2.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0xc000, 0x0201]);
    expect(ipv6Groups('2001:DB8:0:0:1:2:3:4')).toEqual([0x2001, 0xdb8, 0, 0, 1, 2, 3, 4]);
    for (const bad of ['1.2.3.4', '2001:db8::1::2', 'gggg::1', '1:2:3:4:5:6:7', 'x'])
      expect([bad, ipv6Groups(bad)]).toEqual([bad, null]);
  });

  it('counts an IPv6 client by its /64 and its network by its /48; IPv4 by the address and the /24', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(networkKey('2001:db8:1:2::1')).toBe(networkKey('2001:db8:1:ffff::1'));
    expect(networkKey('2001:db8:1::1')).not.toBe(networkKey('2001:db8:2::1'));
    expect(addressKey('192.0.2.1')).not.toBe(addressKey('192.0.2.2'));
    expect(networkKey('192.0.2.1')).toBe(networkKey('192.0.2.254'));
    expect(networkKey('192.0.2.1')).not.toBe(networkKey('192.0.3.1'));
    // A dual-stack socket's IPv4-mapped form is the IPv4 address.
    expect(addressKey('::ffff:192.0.2.1')).toBe(addressKey('192.0.2.1'));
    expect(networkKey('::ffff:192.0.2.9')).toBe(networkKey('192.0.2.1'));
  });
});

/** A response that records what is written; `reads` false: a client that does not read. */
class FakeRaw extends EventEmitter {
  written: string[] = [];
  writableLength = 0;
  destroyed = false;
  reads = true;
  writeHead() {}
  write(chunk: string) {
    this.written.push(chunk);
    if (this.reads) return true;
    this.writableLength += Buffer.byteLength(chunk);
    return this.writableLength < 512;
  }
  end() {
    this.destroy();
  }
  destroy() {
    if (this.destroyed) return;
    this.destroyed = true;
    this.emit('close');
  }
}

function setup(limits: { perIp: number; max: number; maxBufferedBytes?: number }) {
  let listener: (event: ChangeEvent) => unknown = () => {};
  const changes: ChangeChannel = {
    subscribe: (l) => ((listener = l), () => {}),
    subscribeInbox: () => () => {},
    settled: async () => {},
    close: async () => {},
  };
  const warnings: string[] = [];
  const hub = createLiveStockHub({
    db: {} as Db,
    changes,
    lifecycle: { draining: false, drain() {} },
    limits: { heartbeatSeconds: 3600, ...limits },
    warn: (m) => warnings.push(m),
  });
  const open = (ip: string) => {
    const raw = new FakeRaw();
    const reply = {
      raw,
      status: 200,
      body: undefined as unknown,
      code(n: number) {
        this.status = n;
        return this;
      },
      header() {
        return this;
      },
      send(body: unknown) {
        this.body = body;
        return this;
      },
      hijack() {},
      getHeaders: () => ({}),
    };
    hub.open({ ip } as FastifyRequest, reply as unknown as FastifyReply);
    return { raw, status: reply.status, body: reply.body as { message: string } | undefined };
  };
  return { hub, open, emit: (e: ChangeEvent) => listener(e), warnings };
}

describe('live-stock hub limits', () => {
  it('counts the addresses of one IPv6 /64 as one client', () => {
    const { hub, open } = setup({ perIp: 2, max: 1000 });
    expect(open('2001:db8:0:1::1').status).toBe(200);
    expect(open('2001:db8:0:1::2').status).toBe(200);
    const third = open('2001:db8:0:1:dead:beef:0:3');
    expect(third).toMatchObject({ status: 429, body: { message: LIVE_STOCK_MESSAGES.tooMany } });
    expect(open('2001:db8:0:2::1').status).toBe(200);
    expect(hub.size).toBe(3);
    hub.close();
  });

  it('gives one network (/24) at most 5 % of the process: the other networks still get streams', () => {
    const { hub, open } = setup({ perIp: 10, max: 200 });
    // 10 streams allowed per /24 (5 % of 200), from ten different addresses.
    for (let i = 1; i <= 10; i++) expect(open(`198.51.100.${i}`).status).toBe(200);
    expect(open('198.51.100.77')).toMatchObject({ status: 429, body: { message: LIVE_STOCK_MESSAGES.network } });
    expect(open('::ffff:198.51.100.78').status).toBe(429);
    expect(open('203.0.113.1').status).toBe(200);
    // The /48 of IPv6 networks likewise.
    for (let i = 1; i <= 10; i++) expect(open(`2001:db8:5:${i}::1`).status).toBe(200);
    expect(open('2001:db8:5:ff::1').body?.message).toBe(LIVE_STOCK_MESSAGES.network);
    hub.close();
  });

  it('frees the places of a closed stream', () => {
    const { hub, open } = setup({ perIp: 1, max: 100 });
    const first = open('192.0.2.1');
    expect(open('192.0.2.1').status).toBe(429);
    first.raw.destroy();
    expect(open('192.0.2.1').status).toBe(200);
    expect(hub.size).toBe(1);
    hub.close();
  });

  it('drops a client that does not read once its buffer is over the threshold; the others keep their stream', async () => {
    const { hub, open, emit, warnings } = setup({ perIp: 5, max: 100, maxBufferedBytes: 2048 });
    const slow = open('192.0.2.10');
    const fast = open('192.0.2.11');
    slow.raw.reads = false;
    for (let i = 0; i < 500 && !slow.raw.destroyed; i++) await emit({ kind: 'resync' });
    expect(slow.raw.destroyed).toBe(true);
    expect(slow.raw.writableLength).toBeGreaterThan(2048);
    expect(slow.raw.writableLength).toBeLessThan(2100);
    expect(fast.raw.destroyed).toBe(false);
    expect(hub.size).toBe(1);
    expect(warnings.some((w) => /client qui ne lit pas/.test(w))).toBe(true);
    const before = fast.raw.written.length;
    await emit({ kind: 'resync' });
    expect(fast.raw.written.length).toBe(before + 1);
    // Its place is free again.
    expect(open('192.0.2.10').status).toBe(200);
    hub.close();
  });
});
