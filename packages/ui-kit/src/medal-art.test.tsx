import { describe, expect, it } from 'vitest';
import { Gift } from './icons';
import { MedalArt } from './medal-art';
import { renderUi } from './test/render';

const art = () => document.querySelector('svg') as SVGSVGElement;
const ring = () => document.querySelector('circle[stroke-dasharray]');

describe('MedalArt', () => {
  it('is decoration with a fixed shape, so it never shifts the card', () => {
    renderUi(<MedalArt seed="Vendedora estrella" earned icon={Gift} />);
    expect(art()).toHaveAttribute('aria-hidden', 'true');
    expect(art()).toHaveAttribute('viewBox', '0 0 320 180');
    expect(art()).toHaveAttribute('width', '320');
  });

  it('shows an earned medal in the brand’s colour without a progress ring', () => {
    const { theme } = renderUi(<MedalArt seed="a" earned percent={100} icon={Gift} />);
    expect(document.querySelector('circle[r="52"]')).toHaveAttribute('fill', theme.colors.secondary);
    expect(ring()).toBeNull();
  });

  it('fills the ring of a medal not yet earned with the progress, clamping bad values', () => {
    const { theme, unmount } = renderUi(<MedalArt seed="a" earned={false} percent={50} icon={Gift} />);
    expect(document.querySelector('circle[r="52"]')).toHaveAttribute('fill', theme.colors.border);
    const half = Number(ring()?.getAttribute('stroke-dasharray')?.split(' ')[0]);
    expect(half).toBeCloseTo(Math.PI * 62, 1);
    unmount();
    renderUi(<MedalArt seed="a" earned={false} percent={250} icon={Gift} />);
    const whole = Number(ring()?.getAttribute('stroke-dasharray')?.split(' ')[0]);
    expect(whole).toBeCloseTo(2 * Math.PI * 62, 1);
  });

  it('turns its rays by its seed, so two achievements look different', () => {
    const first = renderUi(<MedalArt seed="Vendedora estrella" earned icon={Gift} />);
    const turnA = document.querySelector('g[transform^="rotate"]')?.getAttribute('transform');
    first.unmount();
    renderUi(<MedalArt seed="Finanzas en orden" earned icon={Gift} />);
    expect(document.querySelector('g[transform^="rotate"]')?.getAttribute('transform')).not.toBe(turnA);
  });
});
