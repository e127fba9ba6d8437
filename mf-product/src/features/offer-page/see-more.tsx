/** A text with see more / see less (86 characters on mobile, 250 on desktop, or a fixed limit). */
import { useId, useState } from 'react';
import { useIsMobile } from '@storefront/ui';
import { useTranslation } from '@storefront/i18n';
import { truncate, truncateLimit } from './truncate';

export function SeeMore({ text, limit, className }: { text: string; limit?: number; className?: string }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const id = useId();
  const short = truncate(text, limit ?? truncateLimit(mobile));
  return (
    <div className={className}>
      <p id={id}>{open || !short ? text : short}</p>
      {short ? (
        <button type="button" className="sf-product-link" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
          {open ? t('common.seeLess') : t('common.seeMore')}
        </button>
      ) : null}
    </div>
  );
}
