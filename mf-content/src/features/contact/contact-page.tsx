/**
 * Contact page (site-wide §2): help banner with FAQ link, quick actions to the account route hashes, popular
 * questions, the chat option (messenger app id set and (es_ES or production), not in customer-care mode),
 * and the 'Leave us a message' modal. ?ref=contact_thank_you shows the success message.
 */
import { Suspense, lazy, useState } from 'react';
import { paths, type StorefrontContext } from '@storefront/contracts';
import { Alert, Button, Modal, Spinner } from '@storefront/ui';
import { useApp, useT } from '../../app-context';
import { faqKey, fetchFaqUrl } from '../../api/cms';
import { useResource } from '../../api/resource';
import { usePageTitle } from '../../shared/head';
import { Link, navigate } from '../../shared/navigation';

const ContactForm = lazy(() => import(/* webpackChunkName: "contact-form" */ '../contact-form/contact-form'));

export const THANK_YOU_REF = 'contact_thank_you';

/** Chat only when a messenger app id is set and the locale is es_ES or the environment production (§6). */
export function isChatAvailable(context: Pick<StorefrontContext, 'messengerAppId' | 'locale' | 'environment' | 'customerCare'>): boolean {
  return !!context.messengerAppId && !context.customerCare && (context.locale === 'es_ES' || context.environment === 'production');
}

/**
 * Quick actions: the customer-account route with a hash for the booking or invoice view. They are plain links (a full
 * page load, as the shell's header links to the account): the account application is not a remote of the shell, whose
 * router would show its 404 page for /account/*.
 */
export function quickActions(): Array<{ key: 'modify' | 'cancel' | 'invoice'; url: string }> {
  const trips = paths('fr_FR').account('trips');
  return [
    { key: 'modify', url: `${trips}#booking=modify` },
    { key: 'cancel', url: `${trips}#booking=cancel` },
    { key: 'invoice', url: `${trips}#invoice` },
  ];
}

const POPULAR = ['giftValidity', 'bookGift', 'payment', 'confirmation', 'cancelInsurance'] as const;

export function ContactPage({ query }: { query: URLSearchParams }) {
  const { context } = useApp();
  const t = useT();
  const [open, setOpen] = useState(false);
  const faqUrl = useResource(faqKey(context), () => fetchFaqUrl(context));
  const faq = faqUrl.status === 'success' ? (faqUrl.data ?? undefined) : undefined;
  const thanks = query.get('ref') === THANK_YOU_REF;
  const contactPath = paths(context.locale).contact();

  usePageTitle(thanks ? t('contact.successTitle') : t('contact.title'));

  if (thanks) {
    return (
      <div className="sf-content-page sf-content-contact">
        <h1 className="sf-content-page__title">{t('contact.successTitle')}</h1>
        <Alert variant="success">{t('contact.success')}</Alert>
        <Link href={paths(context.locale, { minisite: context.minisite?.slug }).home()} className="sf-ui-button sf-ui-button--secondary">
          {t('contact.backHome')}
        </Link>
      </div>
    );
  }

  return (
    <div className="sf-content-page sf-content-contact">
      <h1 className="sf-content-page__title">{t('contact.title')}</h1>
      <section className="sf-content-contact__help" aria-labelledby="sf-content-contact-help">
        <h2 id="sf-content-contact-help">{t('contact.helpTitle')}</h2>
        <p>{t('contact.helpText')}</p>
        {faq && (
          <Link href={faq} newTab newTabLabel={t('common.newTab')} className="sf-ui-button sf-ui-button--primary">
            {t('contact.faq')}
          </Link>
        )}
      </section>
      <div className="sf-content-contact__grid">
        <section aria-labelledby="sf-content-contact-quick">
          <h2 id="sf-content-contact-quick">{t('contact.quickTitle')}</h2>
          <ul className="sf-content-contact__actions">
            {quickActions().map((a) => (
              <li key={a.key}>
                {/* a full page load: the customer-account application is deployed apart (no remote of the shell) */}
                <a href={a.url} data-action={a.key}>
                  {t(`contact.${a.key}`)}
                </a>
              </li>
            ))}
          </ul>
        </section>
        {faq && (
          <section aria-labelledby="sf-content-contact-popular">
            <h2 id="sf-content-contact-popular">{t('contact.popularTitle')}</h2>
            <ul className="sf-content-contact__popular">
              {POPULAR.map((q) => (
                <li key={q}>
                  <Link href={`${faq}/search?query=${encodeURIComponent(t(`contact.popular.${q}`))}`} newTab newTabLabel={t('common.newTab')}>
                    {t(`contact.popular.${q}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {isChatAvailable(context) && (
          <section aria-labelledby="sf-content-contact-chat" data-testid="contact-chat">
            <h2 id="sf-content-contact-chat">{t('contact.chatTitle')}</h2>
            <p>{t('contact.chatText')}</p>
            <Link href={`https://m.me/${encodeURIComponent(context.messengerAppId ?? '')}`} newTab newTabLabel={t('common.newTab')} className="sf-ui-button sf-ui-button--secondary">
              {t('contact.chatButton')}
            </Link>
          </section>
        )}
        <section aria-labelledby="sf-content-contact-message">
          <h2 id="sf-content-contact-message">{t('contact.messageTitle')}</h2>
          <p>{t('contact.messageText')}</p>
          <p>{t('contact.hours')}</p>
          <Button onClick={() => setOpen(true)}>{t('contact.leaveMessage')}</Button>
        </section>
      </div>
      <Modal open={open} onClose={() => setOpen(false)} title={t('form.title')}>
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <ContactForm
            onSent={() => {
              setOpen(false);
              navigate(`${contactPath}?ref=${THANK_YOU_REF}`);
            }}
          />
        </Suspense>
      </Modal>
    </div>
  );
}
export default ContactPage;
