import { describe, expect, it } from 'vitest';
import { chatStartModule, chatStartText, whatsappChatLink } from './chat-links';

describe('links into the chat', () => {
  it("a site link's message names its module, read back even with words around it", () => {
    const text = chatStartText({ id: 42, title: 'Vende más y mejor' }, 'es');
    expect(text).toBe('Quiero aprender «Vende más y mejor» (M42)');
    expect(chatStartModule(text)).toBe(42);
    expect(chatStartModule(`Hola 🙂 ${chatStartText({ id: 7, title: 'Sell more' }, 'en')} gracias`)).toBe(7);
  });

  it('reads no module in a message that names none (bad input: M without brackets, letters, too many digits)', () => {
    for (const text of ['Hola', 'M42', '(Mx)', '(M)', '(M1234567890)']) expect(chatStartModule(text)).toBeUndefined();
  });

  it('opens wa.me with the number in digits and the message encoded', () => {
    expect(whatsappChatLink('+52 55 5000 1000', 'Quiero aprender «A & B» (M3)')).toBe(
      'https://wa.me/525550001000?text=Quiero%20aprender%20%C2%ABA%20%26%20B%C2%BB%20(M3)',
    );
    expect(whatsappChatLink('+525550001000')).toBe('https://wa.me/525550001000');
  });
});
