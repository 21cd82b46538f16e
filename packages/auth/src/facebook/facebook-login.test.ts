import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalFacebookLogin } from './local-facebook-login';
import { type FacebookSdk, GRAPH_VERSION, SdkFacebookLogin } from './sdk-facebook-login';

describe('LocalFacebookLogin (offline stand-in)', () => {
  const local = new LocalFacebookLogin();

  it('makes the local-fb token the API accepts outside production', async () => {
    expect(await local.login({ name: ' Ana  López ', email: 'Ana@Example.com ' })).toEqual({
      accessToken: 'local-fb:Ana López:ana@example.com',
      name: 'Ana López',
    });
  });

  it('keeps colons out of the name, since they separate the token parts ("Ana:admin")', async () => {
    expect((await local.login({ name: 'Ana:admin', email: 'a@b.co' }))?.accessToken).toBe('local-fb:Ana admin:a@b.co');
  });

  it.each([
    ['no details at all', undefined],
    ['an empty name', { name: '  ', email: 'ana@example.com' }],
    ['an email without a domain ("ana@")', { name: 'Ana', email: 'ana@' }],
    ['an email with a colon ("a:b@c.co")', { name: 'Ana', email: 'a:b@c.co' }],
  ])('gives nothing for %s', async (_case, demo) => {
    expect(await local.login(demo)).toBeNull();
  });
});

describe('SdkFacebookLogin (the real Facebook Login)', () => {
  afterEach(() => {
    delete window.FB;
  });

  /** A window.FB that answers every login with `response`, recording how it was set up. */
  function installSdk(response: Parameters<Parameters<FacebookSdk['login']>[0]>[0]) {
    const sdk = {
      init: vi.fn(),
      login: vi.fn((callback: (answer: typeof response) => void) => callback(response)),
    };
    return sdk;
  }

  it('loads the SDK once, in the interface language, with the ally app id, and hands back the token', async () => {
    const sdk = installSdk({ status: 'connected', authResponse: { accessToken: 'EAAB-123' } });
    const loadScript = vi.fn(async () => {
      window.FB = sdk;
    });
    const facebook = new SdkFacebookLogin('1234567890', 'en_US', loadScript);
    expect(await facebook.login()).toEqual({ accessToken: 'EAAB-123' });
    expect(await facebook.login()).toEqual({ accessToken: 'EAAB-123' });
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(loadScript).toHaveBeenCalledWith('https://connect.facebook.net/en_US/sdk.js');
    expect(sdk.init).toHaveBeenCalledWith({ appId: '1234567890', version: GRAPH_VERSION, cookie: false, xfbml: false });
    expect(sdk.login).toHaveBeenCalledWith(expect.any(Function), { scope: 'public_profile,email' });
  });

  it('gives nothing when the person closes the dialog (status "unknown")', async () => {
    const sdk = installSdk({ status: 'unknown', authResponse: null });
    const facebook = new SdkFacebookLogin('1234567890', 'es_LA', async () => {
      window.FB = sdk;
    });
    expect(await facebook.login()).toBeNull();
  });

  it('fails when the script cannot load, and tries again on the next press', async () => {
    const sdk = installSdk({ status: 'connected', authResponse: { accessToken: 'EAAB-456' } });
    const loadScript = vi
      .fn<(src: string) => Promise<void>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementationOnce(async () => {
        window.FB = sdk;
      });
    const facebook = new SdkFacebookLogin('1234567890', 'es_LA', loadScript);
    await expect(facebook.login()).rejects.toThrow('offline');
    expect(await facebook.login()).toEqual({ accessToken: 'EAAB-456' });
  });

  it('fails when the script loads without window.FB (blocked by an extension)', async () => {
    const facebook = new SdkFacebookLogin('1234567890', 'es_LA', async () => {});
    await expect(facebook.login()).rejects.toThrow('without window.FB');
  });
});
