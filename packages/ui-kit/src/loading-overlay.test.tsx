import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadingOverlay, OVERLAY_FADE_IN_MS, OVERLAY_FADE_OUT_MS } from './loading-overlay';
import { renderUi } from './test/render';

function Harness({ initiallyVisible }: { initiallyVisible: boolean }) {
  const [visible, setVisible] = useState(initiallyVisible);
  return (
    <>
      <button type="button" onClick={() => setVisible((current) => !current)}>
        toggle
      </button>
      <LoadingOverlay visible={visible}>
        <p>Contenido</p>
      </LoadingOverlay>
    </>
  );
}

const overlay = () => screen.queryByTestId('loading-overlay');
const toggle = () => fireEvent.click(screen.getByRole('button', { name: 'toggle' }));

function preferReducedMotion() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'matchMedia');
});

// Role queries are slow in jsdom on a busy 2-core machine.
describe('LoadingOverlay', { timeout: 15_000 }, () => {
  it('fades in over 300 ms, then stays', () => {
    vi.useFakeTimers();
    renderUi(<Harness initiallyVisible={false} />);
    expect(overlay()).not.toBeInTheDocument();

    toggle();
    expect(overlay()).toHaveAttribute('data-phase', 'entering');
    expect(overlay()).toHaveStyle({ animationDuration: '300ms', zIndex: '99999', position: 'fixed' });
    act(() => vi.advanceTimersByTime(OVERLAY_FADE_IN_MS - 1));
    expect(overlay()).toHaveAttribute('data-phase', 'entering');
    act(() => vi.advanceTimersByTime(1));
    expect(overlay()).toHaveAttribute('data-phase', 'shown');
    expect(OVERLAY_FADE_IN_MS).toBe(300);
  });

  it('fades out over 200 ms, staying in the page until the fade ends', () => {
    vi.useFakeTimers();
    renderUi(<Harness initiallyVisible />);
    act(() => vi.advanceTimersByTime(OVERLAY_FADE_IN_MS));

    toggle();
    expect(overlay()).toHaveAttribute('data-phase', 'exiting');
    expect(overlay()).toHaveStyle({ animationDuration: '200ms' });
    act(() => vi.advanceTimersByTime(OVERLAY_FADE_OUT_MS - 1));
    expect(overlay()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(overlay()).not.toBeInTheDocument();
    expect(OVERLAY_FADE_OUT_MS).toBe(200);
  });

  it('tells screen readers it is loading, and marks the covered content busy', () => {
    renderUi(<Harness initiallyVisible={false} />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    expect(screen.getByText('Contenido').parentElement).not.toHaveAttribute('aria-busy');

    toggle();
    expect(status).toHaveTextContent('Cargando…');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Contenido').parentElement).toHaveAttribute('aria-busy', 'true');
    expect(overlay()?.querySelector('[aria-hidden="true"]')?.children).toHaveLength(3);
  });

  it('appears and goes at once, without animation, when the visitor prefers reduced motion', () => {
    preferReducedMotion();
    vi.useFakeTimers();
    renderUi(<Harness initiallyVisible={false} />);

    toggle();
    expect(overlay()).toHaveAttribute('data-phase', 'shown');
    expect(overlay()).not.toHaveStyle({ animationDuration: '300ms' });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');

    toggle();
    expect(overlay()).not.toBeInTheDocument();
  });
});
