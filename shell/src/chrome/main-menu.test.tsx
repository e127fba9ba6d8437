/** Main menu (site-wide §2): Inspirations panel, hover selection of levels 1-3, columns at 15 children, theme of the week. */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MainMenu } from './main-menu';
import { ShellProvider } from './shell-react';
import type { NavigationNode } from './api';
import { setTestShell } from '../../test/shell-state';
import fr from '../i18n/fr';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const node = (id: string, children: NavigationNode[] = [], extra: Partial<NavigationNode> = {}): NavigationNode => ({ _id: id, label: id, uri: `/${id}`, location: 'all', variant: 'default', children, ...extra });
const many = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => node(`${prefix}${i + 1}`));

const inspirations = node(
  'Inspirations',
  [
    node('Themes', many('theme', 15), { thisWeekTheme: { themaTitle: 'Lacs', description: 'Au bord de l’eau', weekendUrl: '/idee/lacs' } }),
    node('Destinations', [node('Region', [node('Department', [node('City'), node('Town')])]), ...many('region', 13)]),
  ],
);
const items = [inspirations, node('Last minute'), node('Burger only', [], { location: 'burger' })];

function renderMenu() {
  const state = setTestShell({ site: 'fr_FR' });
  render(
    <ShellProvider state={state}>
      <MainMenu items={items} />
    </ShellProvider>,
  );
  return screen.getByRole('navigation', { name: fr.menu });
}

const level = (panel: HTMLElement, depth: number) => panel.querySelector<HTMLElement>(`[data-level="${depth}"]`);

describe('main menu', () => {
  it('lists the main entries (not the burger-only ones); hovering Inspirations opens its panel, leaving closes it', () => {
    const nav = renderMenu();
    expect(within(nav).getByRole('link', { name: 'Last minute' })).toHaveAttribute('href', '/Last minute');
    expect(within(nav).queryByText('Burger only')).toBeNull();
    const entry = within(nav).getByRole('button', { name: 'Inspirations' });
    fireEvent.mouseEnter(entry.closest('li') as HTMLElement);
    expect(entry).toHaveAttribute('aria-expanded', 'true');
    expect(nav.querySelector('.sf-menu-panel')).not.toBeNull();
    fireEvent.mouseLeave(nav);
    expect(nav.querySelector('.sf-menu-panel')).toBeNull();
  });

  it('15 children are laid out in columns, 14 are not; the theme of the week shows with its call to action', () => {
    const nav = renderMenu();
    fireEvent.click(within(nav).getByRole('button', { name: 'Inspirations' }));
    const panel = nav.querySelector<HTMLElement>('.sf-menu-panel') as HTMLElement;
    // the first tab is selected: Themes, 15 children
    expect(level(panel, 1)?.children).toHaveLength(15);
    expect(level(panel, 1)).toHaveClass('sf-menu-columns');
    expect(within(panel).getByText(fr.themeOfTheWeek, { selector: 'p' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: fr.discoverTheme })).toHaveAttribute('href', '/idee/lacs');
    fireEvent.mouseEnter(within(panel).getByRole('link', { name: /^Destinations/ }));
    expect(level(panel, 1)?.children).toHaveLength(14);
    expect(level(panel, 1)).not.toHaveClass('sf-menu-columns');
  });

  it('hover selects levels 1, 2 and 3: four levels at most', () => {
    const nav = renderMenu();
    fireEvent.click(within(nav).getByRole('button', { name: 'Inspirations' }));
    const panel = nav.querySelector<HTMLElement>('.sf-menu-panel') as HTMLElement;
    fireEvent.mouseEnter(within(panel).getByRole('link', { name: /^Destinations/ }));
    fireEvent.mouseEnter(within(panel).getByRole('link', { name: 'Region' }));
    fireEvent.mouseEnter(within(panel).getByRole('link', { name: /^Department/ }));
    expect(within(level(panel, 3) as HTMLElement).getAllByRole('link').map((a) => a.textContent)).toEqual(['City', 'Town']);
    expect(panel.querySelectorAll('[data-level]')).toHaveLength(4);
  });

  it('keyboard: Arrow Down opens, arrows move between levels, Escape closes and gives focus back to the entry', async () => {
    const nav = renderMenu();
    const entry = within(nav).getByRole('button', { name: 'Inspirations' });
    entry.focus();
    fireEvent.keyDown(entry, { key: 'ArrowDown' });
    const panel = nav.querySelector<HTMLElement>('.sf-menu-panel') as HTMLElement;
    const themes = within(panel).getByRole('link', { name: /^Themes/ });
    themes.focus();
    fireEvent.keyDown(themes, { key: 'ArrowDown' });
    expect(within(panel).getByRole('link', { name: /^Destinations/ })).toHaveFocus();
    await act(async () => {
      fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(within(level(panel, 1) as HTMLElement).getAllByRole('link')[0]).toHaveFocus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(nav.querySelector('.sf-menu-panel')).toBeNull();
    expect(entry).toHaveFocus();
  });
});
