import { scrollToSection } from './scroll';

function box(el: HTMLElement, top: number) {
  el.getBoundingClientRect = () => ({ top, bottom: top + 10, left: 0, right: 0, width: 0, height: 10, x: 0, y: top, toJSON: () => ({}) });
}

describe('scrollToSection', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn() as typeof window.scrollTo;
    Object.defineProperty(window, 'scrollY', { value: 1000, configurable: true });
    document.body.innerHTML = '<aside id="aside"><section id="panel"><h2 id="title">Book</h2></section></aside>';
  });

  it('puts the section below the sticky navigation (100 px on desktop) and focuses what it is asked to', () => {
    window.innerWidth = 1280;
    const panel = document.getElementById('panel')!;
    box(panel, 500);
    scrollToSection(panel, { focus: document.getElementById('title')! });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 1400, behavior: 'smooth' });
    expect(document.getElementById('title')).toHaveFocus();
    expect(document.getElementById('title')).toHaveAttribute('tabindex', '-1');
  });

  it('lays out every section of the remote before measuring (they have estimated heights until they come near the viewport)', () => {
    document.body.innerHTML = '<div class="sf-product"><section id="panel"></section></div>';
    const root = document.querySelector('.sf-product')!;
    const panel = document.getElementById('panel')!;
    const laidOutWhenMeasured: boolean[] = [];
    panel.getBoundingClientRect = () => {
      laidOutWhenMeasured.push(root.hasAttribute('data-sections-laid-out'));
      return { top: 500 } as DOMRect;
    };
    scrollToSection(panel);
    expect(laidOutWhenMeasured).toEqual([true]);
  });

  it('measures a sticky section by its container (its own box moves while the page scrolls); 70 px on phones', () => {
    window.innerWidth = 390;
    const panel = document.getElementById('panel')!;
    panel.style.position = 'sticky';
    box(panel, 16);
    box(document.getElementById('aside')!, -2000);
    scrollToSection(panel, { smooth: false });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    box(document.getElementById('aside')!, -200);
    scrollToSection(panel);
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 730, behavior: 'smooth' });
  });
});
