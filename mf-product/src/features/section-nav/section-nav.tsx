/**
 * The in-page navigation of the hotel page (About / Offers / Reviews, sticky on desktop) and of the offer page (its
 * tabs): anchors to the page's sections, the one being read marked as the current location (aria-current and
 * underlined), as a reader scrolls.
 */
import { useEffect, useState } from 'react';

export interface NavSection {
  id: string;
  label: string;
}

/**
 * The id of the section being read: of the sections crossing the reading band (the top quarter of the viewport, below a
 * sticky bar of `topOffset` px), the one that starts lowest. So a section counts as soon as it starts in the band, an
 * anchor jump (which stops the section just below the bar, the end of the one before still in the band) marks the
 * section jumped to, and an element around others (the room card inside the programme) gives way to what it holds.
 * The last one seen stays while none crosses the band; null until a section has been in it.
 */
export function useActiveSection(ids: readonly string[], topOffset = 56): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const crossing = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) crossing.add(entry.target);
          else crossing.delete(entry.target);
        }
        let lowest: Element | null = null;
        for (const section of crossing) if (!lowest || section.getBoundingClientRect().top > lowest.getBoundingClientRect().top) lowest = section;
        if (lowest) setActive(lowest.id);
      },
      { rootMargin: `-${topOffset}px 0px -75% 0px` },
    );
    for (const id of key.split(' ')) {
      const section = document.getElementById(id);
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [key, topOffset]);
  return active;
}

export function SectionNav({ label, sections, sticky = false }: { label: string; sections: readonly NavSection[]; sticky?: boolean }) {
  const active = useActiveSection(sections.map((s) => s.id));
  return (
    <nav className={sticky ? 'sf-product-tabs sf-product-tabs--sticky' : 'sf-product-tabs'} aria-label={label}>
      <ul>
        {sections.map(({ id, label: text }) => (
          <li key={id}>
            <a href={`#${id}`} aria-current={active === id ? 'location' : undefined}>
              {text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
