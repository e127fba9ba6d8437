import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StressBadges, stressBadges } from '../index';
import { renderIn } from '../test-utils';

describe('stressBadges', () => {
  const all = {
    priorityLabel: 'Coup de cœur',
    expiration: '2030-03-12',
    lastMinute: true,
    availableRooms: 2,
    datesChosen: true,
    customStress: { message: '12 personnes regardent', color: 'social' as const },
    marketingLabels: [{ label: 'Nouveau' }],
  };
  it('keeps the spec order and caps at 2', () => {
    expect(stressBadges(all).map((b) => b.kind)).toEqual(['priority', 'expiration']);
    expect(stressBadges({ ...all, priorityLabel: null, expiration: null }).map((b) => b.kind)).toEqual(['lastMinute', 'roomsLeft']);
    expect(stressBadges({ ...all, priorityLabel: '', expiration: null, lastMinute: false, availableRooms: 9 }).map((b) => b.kind)).toEqual(['custom', 'marketing']);
  });
  it('shows rooms left only at 3 or fewer and with dates chosen', () => {
    expect(stressBadges({ availableRooms: 3, datesChosen: true })).toEqual([{ kind: 'roomsLeft', color: 'scarcity', count: 3 }]);
    expect(stressBadges({ availableRooms: 4, datesChosen: true })).toEqual([]);
    expect(stressBadges({ availableRooms: 2, datesChosen: false })).toEqual([]);
    expect(stressBadges({ availableRooms: 0, datesChosen: true })).toEqual([]);
  });
  it('ignores invalid data', () => {
    expect(stressBadges({ expiration: 'not-a-date', marketingLabels: [{ label: '  ' }], customStress: { message: '' } })).toEqual([]);
  });
});

describe('StressBadges', () => {

  afterEach(() => jest.useRealTimers());

  it('renders translated messages and cycles between two by cross-fade', () => {
    jest.useFakeTimers();
    const { container } = renderIn(<StressBadges lastMinute availableRooms={1} datesChosen interval={3000} />, 'fr_FR');
    const list = screen.getByRole('list');
    expect(list).toHaveTextContent('Dernière minute');
    expect(list).toHaveTextContent('Plus que 1 chambre');
    const active = () => container.querySelector('[data-active="true"]')?.getAttribute('data-kind');
    expect(active()).toBe('lastMinute');
    act(() => jest.advanceTimersByTime(3000));
    expect(active()).toBe('roomsLeft');
    act(() => jest.advanceTimersByTime(3000));
    expect(active()).toBe('lastMinute');
  });

  it('does not cycle with one message, and renders nothing without any', () => {
    jest.useFakeTimers();
    const one = renderIn(<StressBadges expiration="2030-03-12" />, 'es_ES');
    expect(screen.getByRole('list')).toHaveTextContent('Hasta el 12 marzo');
    act(() => jest.advanceTimersByTime(10000));
    expect(one.container.querySelector('[data-active="true"]')?.getAttribute('data-kind')).toBe('expiration');
    one.unmount();
    const none = renderIn(<StressBadges availableRooms={5} datesChosen />);
    expect(none.container).toBeEmptyDOMElement();
  });

  it('leaves out a message that repeats an earlier one, the next in order taking its place', () => {
    const { container } = renderIn(
      <StressBadges lastMinute marketingLabels={[{ label: 'dernière minute' }]} customStress={{ message: '12 personnes regardent' }} />,
      'fr_FR',
    );
    expect([...container.querySelectorAll('[data-kind]')].map((b) => b.getAttribute('data-kind'))).toEqual(['lastMinute', 'custom']);
    expect(screen.getByRole('list')).not.toHaveTextContent(/dernière minute.*dernière minute/i);
  });

  it('pluralises rooms left in Dutch', () => {
    renderIn(<StressBadges availableRooms={3} datesChosen />, 'nl_BE');
    expect(screen.getByRole('list')).toHaveTextContent('Nog maar 3 kamers');
  });

  describe('secondary message revealed by the card (search.md §2, WCAG 1.4.13)', () => {
    const card = (props: Partial<Parameters<typeof StressBadges>[0]> = {}) => (
      <div>
        <article data-card="">
          <a href="/offer">Offer</a>
          <StressBadges lastMinute availableRooms={2} datesChosen revealWithin="[data-card]" {...props} />
        </article>
        <button type="button">Elsewhere</button>
      </div>
    );
    const shown = (container: HTMLElement) =>
      [...container.querySelectorAll('[data-active="true"]')].map((el) => el.getAttribute('data-kind'));

    it('shows the first message only, and the second while the card is hovered (no cycling)', async () => {
      const user = userEvent.setup();
      const { container } = renderIn(card({ interval: 50 }), 'fr_FR');
      expect(shown(container)).toEqual(['lastMinute']);
      await new Promise((r) => setTimeout(r, 120));
      expect(shown(container)).toEqual(['lastMinute']);
      await user.hover(screen.getByRole('article'));
      expect(shown(container)).toEqual(['lastMinute', 'roomsLeft']);
      // hoverable: moving onto the message itself keeps it
      await user.hover(container.querySelector('[data-kind="roomsLeft"]')!);
      expect(shown(container)).toEqual(['lastMinute', 'roomsLeft']);
      await user.unhover(screen.getByRole('article'));
      expect(shown(container)).toEqual(['lastMinute']);
      // both messages stay available to screen readers
      expect(screen.getByRole('list')).toHaveTextContent('Dernière minute');
      expect(screen.getByRole('list')).toHaveTextContent('Plus que 2 chambres');
    });

    it('keyboard focus in the card reveals it; it persists until focus leaves; Escape dismisses it in place', async () => {
      const user = userEvent.setup();
      const { container } = renderIn(card(), 'fr_FR');
      await user.tab();
      expect(screen.getByRole('link', { name: 'Offer' })).toHaveFocus();
      expect(shown(container)).toEqual(['lastMinute', 'roomsLeft']);
      await user.keyboard('{Escape}');
      expect(shown(container)).toEqual(['lastMinute']);
      expect(screen.getByRole('link', { name: 'Offer' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
      await user.tab({ shift: true });
      expect(shown(container)).toEqual(['lastMinute', 'roomsLeft']);
      await user.tab();
      expect(shown(container)).toEqual(['lastMinute']);
    });

    it('Escape dismisses a hover reveal without moving the pointer', async () => {
      const user = userEvent.setup();
      const { container } = renderIn(card(), 'fr_FR');
      await user.hover(screen.getByRole('article'));
      await user.keyboard('{Escape}');
      expect(shown(container)).toEqual(['lastMinute']);
      await user.unhover(screen.getByRole('article'));
      await user.hover(screen.getByRole('article'));
      expect(shown(container)).toEqual(['lastMinute', 'roomsLeft']);
    });
  });
});

