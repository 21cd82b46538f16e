import { renderWithProviders } from '@aula/testing/render';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BarChart } from './bar-chart';

interface Row {
  day: string;
  visits: number;
}

const rows: Row[] = [
  { day: 'lunes', visits: 12 },
  { day: 'martes', visits: 30 },
];

/** An IntersectionObserver the test moves: `reach()` brings every observed element near the screen. */
function observerStandIn() {
  const observed: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
  class StandIn {
    constructor(callback: IntersectionObserverCallback) {
      observed.push({ callback, elements: [] });
    }
    observe(element: Element) {
      observed.at(-1)?.elements.push(element);
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', StandIn);
  return {
    reach: () =>
      act(() => {
        for (const { callback, elements } of observed) {
          callback(
            elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
            {} as IntersectionObserver,
          );
        }
      }),
  };
}

function renderChart() {
  return renderWithProviders(
    <BarChart
      title="Visitas por día"
      summary="Las visitas de la semana."
      rows={rows}
      category={{ key: 'day', label: 'Día' }}
      series={[{ key: 'visits', label: 'Visitas' }]}
    />,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BarChart', () => {
  it('shows the table at once and draws the picture only once it comes near the screen', async () => {
    const observer = observerStandIn();
    const { container } = renderChart();
    expect(screen.getByRole('table', { name: 'Visitas por día' })).toHaveTextContent('martes30');
    const picture = container.querySelector('[data-chart-picture]');
    // Its room is kept meanwhile: the page does not jump when it is drawn.
    expect(picture).toHaveStyle({ minHeight: '280px' });
    expect(picture?.querySelector('.recharts-responsive-container')).toBeNull();
    observer.reach();
    expect(picture?.querySelector('.recharts-responsive-container')).not.toBeNull();
  });

  it('draws the picture at once where the browser cannot tell what is on screen', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = renderChart();
    expect(container.querySelector('[data-chart-picture] .recharts-responsive-container')).not.toBeNull();
  });
});
