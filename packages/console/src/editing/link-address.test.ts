import { describe, expect, it } from 'vitest';
import { toAllowedAddress } from './link-address';
import { IMAGE_SCHEMES, LINK_SCHEMES } from './rich-text-extensions';

describe('toAllowedAddress', () => {
  it('keeps full addresses of allowed schemes', () => {
    expect(toAllowedAddress(' https://tienda.mx/precios ', LINK_SCHEMES)).toBe('https://tienda.mx/precios');
    expect(toAllowedAddress('mailto:hola@tienda.mx', LINK_SCHEMES)).toBe('mailto:hola@tienda.mx');
  });

  it('adds the scheme people leave out: a domain, an email, a phone number', () => {
    expect(toAllowedAddress('www.tienda.mx', LINK_SCHEMES)).toBe('https://www.tienda.mx');
    expect(toAllowedAddress('hola@tienda.mx', LINK_SCHEMES)).toBe('mailto:hola@tienda.mx');
    expect(toAllowedAddress('+52 (55) 1234-5678', LINK_SCHEMES)).toBe('tel:+525512345678');
  });

  it('refuses what the server would drop (tried: javascript:, data:, ftp:, words, empty; mailto for a picture)', () => {
    for (const typed of ['javascript:alert(1)', 'data:text/html,x', 'ftp://a.mx/x', 'hola mundo', '', 'tienda']) {
      expect(toAllowedAddress(typed, LINK_SCHEMES)).toBeNull();
    }
    expect(toAllowedAddress('mailto:hola@tienda.mx', IMAGE_SCHEMES)).toBeNull();
    expect(toAllowedAddress('hola@tienda.mx', IMAGE_SCHEMES)).toBeNull();
  });
});
