import { hasAllowedScheme } from './rich-text-extensions';

/**
 * What an editor typed in a link or picture box, as the address to store, or null when the
 * server would refuse it. People type "www.tienda.mx", "hola@tienda.mx" or a phone number more
 * often than a full URL, so those get their scheme; anything else must bring an allowed one.
 */
export function toAllowedAddress(typed: string, schemes: readonly string[]): string | null {
  const text = typed.trim();
  if (text === '') return null;
  if (schemes.includes('tel') && /^\+?[\d\s().-]{6,}$/.test(text)) return `tel:${text.replace(/[^\d+]/g, '')}`;
  if (/\s/.test(text)) return null;
  if (hasAllowedScheme(text, schemes)) return validUrl(text);
  if (/^[a-z][a-z\d+.-]*:/i.test(text) && !/^[^:]+\.[^:]+:\d/.test(text)) return null; // another scheme
  if (schemes.includes('mailto') && /^[^@/]+@[^@/]+\.[^@/]+$/.test(text)) return `mailto:${text}`;
  if (schemes.includes('https') && /^[\w-]+(\.[\w-]+)+(:\d+)?([/?#]\S*)?$/.test(text))
    return validUrl(`https://${text}`);
  return null;
}

/** The address as typed, when the browser can read it as a URL at all. */
function validUrl(text: string): string | null {
  return URL.canParse(text) ? text : null;
}
