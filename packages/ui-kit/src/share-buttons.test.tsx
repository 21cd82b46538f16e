import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { COPY_CONFIRMATION_MS, isMobileDevice, ShareButtons } from './share-buttons';
import type { ShareNetwork } from './share-links';
import { renderUi } from './test/render';

const desktop = () => false;
const phone = () => true;
const url = 'https://aula.example/mx/impulsa/lecciones/101';

// After renderUi: user-event installs its own clipboard stub when it is set up.
function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

let warn: MockInstance;
let error: MockInstance;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'clipboard');
});

// Role queries are slow in jsdom on a busy 2-core machine.
describe('ShareButtons', { timeout: 15_000 }, () => {
  it('names every button in words and keeps the icons out of the accessibility tree', () => {
    renderUi(<ShareButtons url={url} networks={['whatsapp', 'email', 'print', 'copy']} isMobile={desktop} />);
    const list = screen.getByRole('list', { name: 'Compartir' });
    expect(list).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compartir en WhatsApp' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Compartir por correo' }).getAttribute('href')).toMatch(/^mailto:/);
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument();
    for (const svg of list.querySelectorAll('svg')) expect(svg).toHaveAttribute('aria-hidden', 'true');
  });

  it('speaks English when the page does', () => {
    renderUi(<ShareButtons url={url} networks={['facebook', 'copy']} isMobile={desktop} />, { language: 'en' });
    expect(screen.getByRole('link', { name: 'Share on Facebook' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('shows "Copiado" with a check, disabled, for exactly 2000 ms after copying', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    renderUi(<ShareButtons url={url} networks={['copy']} isMobile={desktop} />);
    stubClipboard(writeText);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copiar enlace' })));
    expect(writeText).toHaveBeenCalledWith(url);
    const copied = screen.getByRole('button', { name: 'Copiado' });
    expect(copied).toHaveAttribute('aria-disabled', 'true');
    expect(copied.querySelector('svg')).toHaveAttribute('data-icon', 'check');
    expect(screen.getByRole('status')).toHaveTextContent('Copiado');

    await act(async () => fireEvent.click(copied));
    expect(writeText).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 1));
    expect(screen.getByRole('button', { name: 'Copiado' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    const again = screen.getByRole('button', { name: 'Copiar enlace' });
    expect(again).not.toHaveAttribute('aria-disabled');
    expect(again.querySelector('svg')).toHaveAttribute('data-icon', 'copy');
    expect(COPY_CONFIRMATION_MS).toBe(2000);
  });

  it.each([
    ['the clipboard refuses', () => stubClipboard(() => Promise.reject(new Error('denied')))],
    ['there is no clipboard', () => Reflect.deleteProperty(navigator, 'clipboard')],
  ])('logs "Copy link failed!" and changes nothing when %s', async (_case, setup) => {
    renderUi(<ShareButtons url={url} networks={['copy']} isMobile={desktop} />);
    setup();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copiar enlace' })));
    expect(error).toHaveBeenCalledWith('Copy link failed!');
    expect(screen.getByRole('button', { name: 'Copiar enlace' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('warns about a link that is not http(s) and shares the page address instead', () => {
    renderUi(<ShareButtons url="javascript:alert(1)" networks={['facebook']} isMobile={desktop} />);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"javascript:alert(1)" is not an http(s) link'));
    expect(screen.getByRole('link', { name: 'Compartir en Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(window.location.href)}`,
    );
  });

  it('opens a network in an 800 by 500 popup and reports its closing, polled every 200 ms', () => {
    vi.useFakeTimers();
    const popup = { closed: false, opener: null };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const onPopupClose = vi.fn();
    renderUi(<ShareButtons url={url} networks={['linkedin']} isMobile={desktop} onPopupClose={onPopupClose} />);

    const link = screen.getByRole('link', { name: 'Compartir en LinkedIn' });
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    expect(open).toHaveBeenCalledWith(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
      '_blank',
      expect.stringMatching(/^width=800,height=500,left=\d+,top=\d+/),
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(onPopupClose).not.toHaveBeenCalled();
    popup.closed = true;
    act(() => vi.advanceTimersByTime(199));
    expect(onPopupClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onPopupClose).toHaveBeenCalledTimes(1);
  });

  it('lets the link open a new tab when the popup is blocked', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderUi(<ShareButtons url={url} networks={['reddit']} isMobile={desktop} />);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Compartir en Reddit' }))).toBe(true);
  });

  it('prints the page', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderUi(<ShareButtons url={url} networks={['print']} isMobile={desktop} />);
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('leaves out sms and messenger on a desktop, warning that they are not compatible', () => {
    renderUi(<ShareButtons url={url} networks={['sms', 'messenger', 'telegram']} isMobile={desktop} />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['TCompartir en Telegram']);
    expect(warn).toHaveBeenCalledWith('ShareButtons: the "sms" button is not compatible with this platform');
    expect(warn).toHaveBeenCalledWith('ShareButtons: the "messenger" button is not compatible with this platform');
  });

  it('offers sms and messenger on a phone', () => {
    renderUi(<ShareButtons url={url} networks={['sms', 'messenger']} isMobile={phone} />);
    expect(screen.getByRole('link', { name: 'Compartir por SMS' }).getAttribute('href')).toMatch(/^sms:/);
    expect(screen.getByRole('link', { name: 'Compartir en Messenger' }).getAttribute('href')).toMatch(/^fb-messenger:/);
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs an error for an unknown button name and renders the others', () => {
    const networks = ['facebook', 'myspace'] as unknown as ShareNetwork[];
    renderUi(<ShareButtons url={url} networks={networks} isMobile={desktop} />);
    expect(error).toHaveBeenCalledWith('ShareButtons: unknown share button "myspace"');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('renders all 17 networks on a phone', () => {
    renderUi(<ShareButtons url={url} isMobile={phone} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(17);
  });
});

describe('isMobileDevice', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; SM-A155M) Mobile Safari/537.36', true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', true],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0', false],
  ])('%s -> %s', (userAgent, mobile) => {
    expect(isMobileDevice({ userAgent } as Navigator)).toBe(mobile);
  });

  it('trusts the user-agent client hint when there is one', () => {
    const nav = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', userAgentData: { mobile: true } };
    expect(isMobileDevice(nav as unknown as Navigator)).toBe(true);
  });
});
