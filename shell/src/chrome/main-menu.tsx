/**
 * Main menu (site-wide §2 Main menu): an entry with children (Inspirations) opens a panel of up to four levels.
 * Hover (or focus) selects the tab, then levels 1, 2 and 3; leaving the menu closes it. A level with 15 or more
 * children is laid out in columns. A node with a theme of the week shows it with a call to action.
 * Keyboard: Enter/Space opens, arrows move (Right goes a level deeper, Left back), Escape closes.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link, useT } from './shell-react';
import type { NavigationNode } from './api';

export const MENU_COLUMN_THRESHOLD = 15;
export const MAX_LEVELS = 4;

/** The levels shown for a selection path: level 0 is the tabs, each next level the selected node's children. */
export function levelsOf(root: NavigationNode, selection: string[]): NavigationNode[][] {
  const levels: NavigationNode[][] = [root.children];
  let current = root.children;
  for (let depth = 0; depth < MAX_LEVELS - 1; depth++) {
    const chosen = current.find((n) => n._id === selection[depth]);
    if (!chosen || chosen.children.length === 0) break;
    levels.push(chosen.children);
    current = chosen.children;
  }
  return levels;
}

function Panel({ root, onClose }: { root: NavigationNode; onClose: () => void }) {
  const t = useT();
  const [selection, setSelection] = useState<string[]>(() => (root.children[0] ? [root.children[0]._id] : []));
  const panel = useRef<HTMLDivElement>(null);
  const levels = levelsOf(root, selection);
  const select = (depth: number, id: string) => setSelection((s) => (s[depth] === id ? s : [...s.slice(0, depth), id]));
  const tab = root.children.find((n) => n._id === selection[0]);
  const theme = tab?.thisWeekTheme ?? root.thisWeekTheme;

  const focusItem = (depth: number, index: number) => {
    panel.current?.querySelector<HTMLElement>(`[data-level="${depth}"] [data-index="${index}"]`)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLAnchorElement>, depth: number, index: number, node: NavigationNode) => {
    const count = levels[depth]?.length ?? 0;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      focusItem(depth, (index + 1) % count);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      focusItem(depth, (index - 1 + count) % count);
    } else if (e.key === 'ArrowRight' && node.children.length > 0 && depth < MAX_LEVELS - 1) {
      e.preventDefault();
      select(depth, node._id);
      setTimeout(() => focusItem(depth + 1, 0));
    } else if (e.key === 'ArrowLeft' && depth > 0) {
      e.preventDefault();
      const parent = levels[depth - 1]?.findIndex((n) => n._id === selection[depth - 1]) ?? 0;
      focusItem(depth - 1, Math.max(0, parent));
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    }
  };

  return (
    <div ref={panel} className="sf-menu-panel" id={`sf-menu-${root._id}`}>
      {levels.map((nodes, depth) => (
        <ul key={depth} data-level={depth} className={`sf-menu-level${nodes.length >= MENU_COLUMN_THRESHOLD ? ' sf-menu-columns' : ''}`}>
          {nodes.map((node, index) => (
            <li key={node._id}>
              <Link
                href={node.uri}
                data-index={index}
                className={`sf-menu-item${selection[depth] === node._id ? ' sf-menu-selected' : ''}`}
                onMouseEnter={() => select(depth, node._id)}
                onFocus={() => select(depth, node._id)}
                onKeyDown={(e) => onKeyDown(e, depth, index, node)}
                onClick={onClose}
              >
                {node.label}
                {node.children.length > 0 && depth < MAX_LEVELS - 1 && <span aria-hidden="true"> ›</span>}
              </Link>
            </li>
          ))}
        </ul>
      ))}
      {theme && (
        <aside className="sf-menu-theme" aria-label={t('themeOfTheWeek')}>
          <p className="sf-menu-theme-kicker">{t('themeOfTheWeek')}</p>
          <p className="sf-menu-theme-title">{theme.themaTitle}</p>
          <p>{theme.description}</p>
          <Link href={theme.weekendUrl} className="sf-button" onClick={onClose} onKeyDown={(e) => e.key === 'Escape' && onClose()}>
            {t('discoverTheme')}
          </Link>
        </aside>
      )}
    </div>
  );
}

export function MainMenu({ items }: { items: NavigationNode[] }) {
  const t = useT();
  const [openId, setOpenId] = useState<string | null>(null);
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({});
  const visible = items.filter((n) => n.location !== 'burger');
  if (visible.length === 0) return <nav className="sf-main-menu" aria-label={t('menu')} />;
  const close = () => {
    const id = openId;
    setOpenId(null);
    if (id) buttons.current[id]?.focus();
  };
  return (
    <nav className="sf-main-menu" aria-label={t('menu')} onMouseLeave={() => setOpenId(null)}>
      <ul className="sf-main-menu-entries">
        {visible.map((node) => (
          <li key={node._id} onMouseEnter={() => node.children.length > 0 && setOpenId(node._id)}>
            {node.children.length > 0 ? (
              <>
                <button
                  type="button"
                  ref={(el) => {
                    buttons.current[node._id] = el;
                  }}
                  className="sf-main-menu-entry"
                  aria-expanded={openId === node._id}
                  aria-controls={`sf-menu-${node._id}`}
                  onClick={() => setOpenId(openId === node._id ? null : node._id)}
                  onKeyDown={(e) => {
                    if (e.key === 'ArrowDown' && openId !== node._id) {
                      e.preventDefault();
                      setOpenId(node._id);
                    }
                  }}
                >
                  {node.label}
                </button>
                {openId === node._id && <Panel root={node} onClose={close} />}
              </>
            ) : (
              <Link href={node.uri} className="sf-main-menu-entry">
                {node.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
