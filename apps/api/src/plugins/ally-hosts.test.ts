import { describe, expect, it } from 'vitest';
import { AllyHosts } from './ally-hosts';

const rows = [{ allyCode: 'crecer', host: 'aprende.banco.example' }];

async function hostsOn(platformOrigin: string) {
  const hosts = new AllyHosts(async () => rows, platformOrigin);
  await hosts.refresh();
  return hosts;
}

describe('AllyHosts', () => {
  it("writes an ally's origin on the platform's scheme and port", async () => {
    expect((await hostsOn('https://aula.example')).originOf('crecer')).toBe('https://aprende.banco.example');
    expect((await hostsOn('http://localhost:3000')).originOf('crecer')).toBe('http://aprende.banco.example:3000');
    expect((await hostsOn('https://aula.example')).originOf('impulsa')).toBeUndefined();
  });

  it('tells an ally origin from look-alikes: another scheme, port or host', async () => {
    const hosts = await hostsOn('https://aula.example');
    expect(hosts.isAllyOrigin('https://aprende.banco.example')).toBe(true);
    expect(hosts.isAllyOrigin('http://aprende.banco.example')).toBe(false);
    expect(hosts.isAllyOrigin('https://aprende.banco.example:8443')).toBe(false);
    expect(hosts.isAllyOrigin('https://aprende.banco.example.evil.example')).toBe(false);
    expect(hosts.isAllyOrigin('not an origin')).toBe(false);
  });

  it('finds the ally of a host whatever its case, and reads again once told', async () => {
    let list = rows;
    const hosts = new AllyHosts(async () => list, 'https://aula.example');
    expect(hosts.allyAt('aprende.banco.example')).toBeUndefined();
    await hosts.refresh();
    expect(hosts.allyAt('Aprende.Banco.Example')).toBe('crecer');
    list = [];
    await hosts.refresh();
    expect(hosts.allyAt('aprende.banco.example')).toBeUndefined();
  });
});
