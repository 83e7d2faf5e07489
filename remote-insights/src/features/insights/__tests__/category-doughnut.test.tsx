import { act, screen, waitFor, within } from '@testing-library/react';
import type { ChartSlice } from 'shared/contracts';
import { renderWithProviders } from 'shared/testing';
import { CategoryDoughnut } from '../../../components/charts/category-doughnut';

/** Every figure on screen goes through Intl, which puts a no-break space after "R$". */
const brl = (text: string) => text.replace('R$ ', 'R$\u00a0');

/** Twelve expense categories, largest first as the API sends them: R$ 120, 110 … 10. */
const SLICES: ChartSlice[] = Array.from({ length: 12 }, (_, i) => ({
  id: `c-${i + 1}`,
  label: `Categoria ${i + 1}`,
  value: (12 - i) * 10_00,
}));

/** The doughnut's figure, once Nivo (loaded on demand) has drawn it. */
async function renderDoughnut(slices: readonly ChartSlice[]) {
  renderWithProviders(<CategoryDoughnut title="Despesa por Categoria" slices={slices} />);
  const figure = await screen.findByRole('figure', { name: 'Despesa por Categoria' });
  await waitFor(() => expect(figure.querySelector('svg')).not.toBeNull());
  return figure;
}

/** The arcs Nivo drew, one path per slice. */
const arcs = (figure: HTMLElement) => figure.querySelectorAll('svg path');

describe('category doughnut', () => {
  it('should list every category with its exact amount, in the API order', async () => {
    const figure = await renderDoughnut(SLICES);
    expect(
      within(figure)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(SLICES.map((slice) => `${slice.label}${brl(`R$ ${slice.value / 100},00`)}`));
  });

  it("should draw the seven largest and one 'Outras categorias' slice for the rest", async () => {
    const figure = await renderDoughnut(SLICES);
    expect(arcs(figure)).toHaveLength(8);
    // Categories 8 to 12: R$ 50 + 40 + 30 + 20 + 10.
    expect(figure.textContent).toContain(brl('Outras categorias (5)R$ 150,00'));
    const others = within(figure).getByRole('region', { name: 'Outras categorias' });
    expect(
      within(others)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      ['Categoria 8', 'Categoria 9', 'Categoria 10', 'Categoria 11', 'Categoria 12'].map(
        (label, i) => `${label}${brl(`R$ ${50 - i * 10},00`)}`,
      ),
    );
  });

  it('should draw a slice per category when the colours suffice', async () => {
    const figure = await renderDoughnut(SLICES.slice(0, 8));
    expect(arcs(figure)).toHaveLength(8);
    expect(within(figure).getAllByRole('listitem')).toHaveLength(8);
    expect(within(figure).queryByText(/Outras categorias/)).not.toBeInTheDocument();
  });

  it('should be one image named by its slices, in words, for assistive technology', async () => {
    const figure = await renderDoughnut(SLICES.slice(0, 2));
    // The SVG's shapes say nothing one by one: the box around them is the image.
    expect(within(figure).getByRole('img')).toHaveAccessibleName(
      'Despesa por Categoria: Categoria 1, R$\u00a0120,00 (52%); Categoria 2, R$\u00a0110,00 (48%).',
    );
    expect(figure.querySelector('svg')).toHaveAttribute('role', 'presentation');
  });

  describe('below the fold', () => {
    /** jsdom has no IntersectionObserver: this one reports what the test says the browser saw. */
    let observers: { callback: IntersectionObserverCallback; targets: Element[] }[];
    beforeEach(() => {
      observers = [];
      globalThis.IntersectionObserver = class {
        readonly targets: Element[] = [];
        constructor(readonly callback: IntersectionObserverCallback) {
          observers.push(this);
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        disconnect() {
          this.targets.length = 0;
        }
      } as unknown as typeof IntersectionObserver;
    });
    afterEach(() => {
      delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    });

    const scrollNear = (isIntersecting: boolean) =>
      act(() => {
        for (const observer of observers) {
          const entries = observer.targets.map((target) => ({ target, isIntersecting }));
          observer.callback(entries as IntersectionObserverEntry[], {} as IntersectionObserver);
        }
      });

    it('should list the figures at once and draw only when scrolled near', async () => {
      renderWithProviders(<CategoryDoughnut title="Despesa por Categoria" slices={SLICES} />);
      const figure = await screen.findByRole('figure', { name: 'Despesa por Categoria' });
      // Named and listed before any drawing: the text alternative does not wait for Nivo.
      expect(within(figure).getByRole('img')).toHaveAccessibleName(/^Despesa por Categoria: /);
      expect(within(figure).getAllByRole('listitem').length).toBeGreaterThan(0);
      scrollNear(false);
      expect(figure.querySelector('svg')).toBeNull();

      scrollNear(true);
      await waitFor(() => expect(arcs(figure)).toHaveLength(8));
    });
  });
});
