/** Weekend ideas page: title, intro, sections of idea links (a limited number first, then 'See more'), regions. */
import { useState } from 'react';
import { Alert, Skeleton } from '@storefront/ui';
import { useApp, useT } from '../../app-context';
import { fetchIdeas, ideasKey } from '../../api/cms';
import { useResource } from '../../api/resource';
import type { IdeasPage as IdeasData } from '../../api/types';
import { useSeo } from '../../shared/head';
import { Link } from '../../shared/navigation';
import { RichText } from '../../shared/rich-text';

/** Ideas shown per section before 'See more'. */
export const IDEAS_INITIAL_COUNT = 6;

function Section({ section, index }: { section: IdeasData['sections'][number]; index: number }) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? section.ideas : section.ideas.slice(0, IDEAS_INITIAL_COUNT);
  const id = `sf-content-ideas-${index}`;
  const listId = `${id}-list`;
  return (
    <section className="sf-content-block sf-content-ideas__section" aria-labelledby={id}>
      <h2 id={id} className="sf-content-block__title">
        {section.title}
      </h2>
      <p>{section.intro}</p>
      <ul id={listId} className="sf-content-ideas__list">
        {shown.map((idea) => (
          <li key={idea.url}>
            <Link href={idea.url} className="sf-content-idea">
              <img src={idea.cover} alt="" width={400} height={300} loading="lazy" />
              <span>{idea.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      {section.ideas.length > IDEAS_INITIAL_COUNT && (
        <button type="button" className="sf-ui-button sf-ui-button--secondary" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((e) => !e)}>
          {expanded ? t('common.seeLess') : t('common.seeMore')}
        </button>
      )}
    </section>
  );
}

export function IdeasView({ data }: { data: IdeasData }) {
  const t = useT();
  return (
    <div className="sf-content-page sf-content-ideas">
      <h1 className="sf-content-page__title">{data.title}</h1>
      <RichText className="sf-content-page__intro" html={data.intro} />
      {data.sections.map((section, i) => (
        <Section key={section.title} section={section} index={i} />
      ))}
      {data.regions.length > 0 && (
        <section className="sf-content-block" aria-labelledby="sf-content-ideas-regions">
          <h2 id="sf-content-ideas-regions" className="sf-content-block__title">
            {t('ideas.regions')}
          </h2>
          <ul className="sf-content-ideas__regions">
            {data.regions.map((r) => (
              <li key={r.url}>
                <Link href={r.url}>{r.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export function IdeasPage() {
  const { context, preview } = useApp();
  const t = useT();
  const ideas = useResource(ideasKey(context), () => fetchIdeas(context), { preview });
  const data = ideas.status === 'success' ? ideas.data : null;
  useSeo(data?.seo ?? null, context.environment);
  if (ideas.status === 'loading') return <Skeleton lines={6} />;
  if (ideas.status === 'error') {
    return (
      <div className="sf-content-page">
        <Alert variant="error">{t('ideas.error')}</Alert>
      </div>
    );
  }
  return <IdeasView data={ideas.data} />;
}
export default IdeasPage;
