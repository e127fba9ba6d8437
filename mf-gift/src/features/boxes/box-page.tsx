/**
 * A gift box's detail page (product-and-purchase §2.5): gallery, title, the included content one item a line, the
 * format options, the price panel (promo only above 5 %), Offer → the format modal → the gift checkout with
 * giftFormat and code, the four-step how-it-works and the validity. A failed answer reads 'Oops, something went wrong'.
 */
import { useRef, useState } from 'react';
import { boxPromo, giftCheckoutUrl, saveGiftCheckout } from '@storefront/contracts';
import { emit } from '@storefront/event-bus';
import { formatMoney, useSite } from '@storefront/i18n';
import { Alert, Button, Modal, RadioGroup, Skeleton } from '@storefront/ui';
import { useApp, usePaths, useT } from '../../app-context';
import { boxKey, fetchBox } from '../../api/boxes';
import { useResource } from '../../api/use-resource';
import { BoxStays } from './box-stays';
import { replaceUrl } from '../../state/url';
import { BoxMap } from './box-map';
import { BOX_DETAIL_IMAGE, addressForFormat, boxImage, formatOfCode, includedLines, type BoxFormat } from './rules';

const HOW_STEPS = ['choose', 'receive', 'book', 'enjoy'] as const;

export function BoxPage({ code }: { code: string }) {
  const t = useT();
  const site = useSite();
  const p = usePaths();
  const { client } = useApp();
  const box = useResource(boxKey(code), (signal) => fetchBox(client, code.toUpperCase(), signal));
  const [choosing, setChoosing] = useState(false);
  const format = formatOfCode(code);
  // the other format's box shows once loaded: until then the page (and the open format modal) keeps the last one
  const last = useRef(box.data);
  if (box.data) last.current = box.data;
  const shown = box.data ?? last.current;

  // changing the format rewrites the address: the code segment and giftFormat (§2.5)
  const setFormat = (next: BoxFormat) => replaceUrl(addressForFormat(window.location.pathname, window.location.search, next));

  if (box.error) {
    return (
      <div className="sf-gift-page">
        <Alert variant="error">{t('common.error')}</Alert>
      </div>
    );
  }
  if (!shown) return <Skeleton height={480} />;
  const b = shown;
  const promo = boxPromo(b.price);

  const confirm = () => {
    saveGiftCheckout(window.sessionStorage, { giftType: 'BOX', item: { boxItem: { code: b.code } }, backUrl: window.location.pathname + window.location.search });
    emit('analytics', { event: 'add_to_cart', payload: { item_id: b.code, item_name: b.title, item_category: 'box', price: b.price.sellPrice } });
    emit('navigate', { url: giftCheckoutUrl(p, 'BOX', { giftFormat: format, code: b.code }) });
  };

  return (
    <div className="sf-gift-page sf-gift-box">
      <div className="sf-gift-columns">
        <div>
          <img className="sf-gift-preview-image" src={boxImage(b, BOX_DETAIL_IMAGE)} alt={b.title} width={960} height={540} />
          <h1 className="sf-gift-title">{b.title}</h1>
          <p>{b.description}</p>
          <h2 className="sf-gift-subtitle">{t('box.included')}</h2>
          <ul className="sf-gift-included">
            {includedLines(b).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <details className="sf-gift-accordion">
            <summary>{t('box.formats')}</summary>
            <p>
              <strong>{t('voucher.digital')}</strong> · {t('voucher.digitalHint')}
            </p>
            <p>
              <strong>{t('voucher.physical')}</strong> · {t('voucher.physicalHint')}
            </p>
          </details>
          <BoxStays code={b.code} />
          <BoxMap code={b.code} />
          <section className="sf-gift-how" aria-labelledby="sf-gift-box-how">
            <h2 id="sf-gift-box-how" className="sf-gift-subtitle">
              {t('howItWorks.title')}
            </h2>
            <ol className="sf-gift-how__steps">
              {HOW_STEPS.map((step) => (
                <li key={step}>{t(`box.how.${step}`)}</li>
              ))}
            </ol>
            <p className="sf-gift-muted">{t('box.validity', { months: b.validityMonths })}</p>
          </section>
        </div>
        <aside className="sf-gift-preview-column sf-gift-price-panel" aria-label={t('box.pricePanel')}>
          <p className="sf-gift-muted">{t('boxes.facts', { nights: t('voucher.nights', { count: b.nights }), persons: b.persons })}</p>
          <p className="sf-gift-box-price" data-testid="box-price">
            {formatMoney(b.price.sellPrice, site)}
            {promo ? (
              <>
                {' '}
                <s aria-label={t('box.was', { price: formatMoney(b.price.referencePrice, site) })}>{formatMoney(b.price.referencePrice, site)}</s>{' '}
                <span className="sf-gift-promo">-{promo}%</span>
              </>
            ) : null}
          </p>
          <Button block size="large" onClick={() => setChoosing(true)} aria-haspopup="dialog">
            {t('voucher.offer')}
          </Button>
        </aside>
      </div>
      <Modal open={choosing} onClose={() => setChoosing(false)} title={t('box.chooseFormat')} size="small">
        <RadioGroup<BoxFormat>
          legend={t('voucher.format')}
          hideLegend
          name="sf-gift-box-format"
          value={format}
          onChange={setFormat}
          options={[
            { value: 'digital', label: t('voucher.digital'), hint: t('voucher.digitalHint') },
            { value: 'physical', label: t('voucher.physical'), hint: t('voucher.physicalHint') },
          ]}
        />
        <Button block onClick={confirm} disabled={box.loading}>
          {t('box.confirm')}
        </Button>
      </Modal>
    </div>
  );
}
