/** The storefront's social network links (footer and burger menu), each opening in a new tab, said to screen readers. */
import { useT } from './shell-react';

export interface SocialLink {
  name: string;
  url: string;
}

export function SocialLinks({ links }: { links: SocialLink[] }) {
  const t = useT();
  return (
    <ul className="sf-social">
      {links.map((s) => (
        <li key={s.url}>
          <a href={s.url} target="_blank" rel="noopener">
            {s.name}
            <span className="sf-visually-hidden"> {t('newTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
