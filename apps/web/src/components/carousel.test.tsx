// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

/** The autoplay plugin, observed: Embla calls `init` on a plugin it runs and `destroy` when it drops it. */
const autoplay = vi.hoisted(() => {
  const plugin = { name: 'autoplay', options: {}, init: vi.fn(), destroy: vi.fn() };
  return { plugin, factory: vi.fn(() => plugin) };
});
vi.mock('embla-carousel-autoplay', () => ({ default: autoplay.factory }));

function setConnection(saveData: boolean): EventTarget & { saveData: boolean } {
  const connection = Object.assign(new EventTarget(), { saveData });
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  return connection;
}

function renderCarousel() {
  return render(
    <Carousel label="الجمعيات" slideClass="basis-1/3" autoplayMs={3000} loop>
      <p>١</p>
      <p>٢</p>
      <p>٣</p>
    </Carousel>,
  );
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'connection');
});

describe('the carousel autoplay', () => {
  it('plays when the browser does not save data', () => {
    setConnection(false);
    renderCarousel();
    expect(autoplay.factory).toHaveBeenCalledWith(expect.objectContaining({ delay: 3000 }));
    expect(autoplay.plugin.init).toHaveBeenCalled();
  });

  it('plays in a browser that says nothing about saving data', () => {
    renderCarousel();
    expect(autoplay.plugin.init).toHaveBeenCalled();
  });

  it('never plays while the data saver is on (issue 22)', () => {
    setConnection(true);
    renderCarousel();
    expect(autoplay.factory).not.toHaveBeenCalled();
    expect(autoplay.plugin.init).not.toHaveBeenCalled();
  });

  it('stops when the visitor turns the data saver on', () => {
    const connection = setConnection(false);
    renderCarousel();
    expect(autoplay.plugin.init).toHaveBeenCalledTimes(1);
    act(() => {
      connection.saveData = true;
      connection.dispatchEvent(new Event('change'));
    });
    expect(autoplay.plugin.destroy).toHaveBeenCalled();
    expect(autoplay.plugin.init).toHaveBeenCalledTimes(1);
  });

  it('never plays for a visitor who prefers reduced motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
    );
    renderCarousel();
    expect(autoplay.factory).not.toHaveBeenCalled();
  });
});
