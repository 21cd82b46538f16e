import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

// Issue 38, row 2: TRUST_PROXY=true trusted every hop, so a client-written X-Forwarded-For entry
// was the address every per-address limit counted.
describe('TRUST_PROXY', () => {
  it('refuses true at start, saying to set a hop count or the proxies addresses instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true trusts every hop.*set the number of proxies in front \(1 behind one load balancer\) or their addresses \(127\.0\.0\.1 behind nginx/,
    );
  });

  it('takes a hop count, or a list of addresses, CIDR ranges and range names; off by default and for false/0', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    // '1' used to mean "true": now one hop.
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, fd00::/8 ,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('names the bad entries: a host name, a prefix too long, a second slash, nothing', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY: nginx is not a hop count nor an address/);
    expect(() => loadConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/33' })).toThrow(/TRUST_PROXY: 10\.0\.0\.0\/33 is not/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8/1' })).toThrow(/TRUST_PROXY: 10\.0\.0\.0\/8\/1 is not/);
    expect(() => loadConfig({ TRUST_PROXY: ',' })).toThrow(/TRUST_PROXY: , is not/);
  });
});
