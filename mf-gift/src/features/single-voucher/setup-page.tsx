/**
 * The single voucher set-up at /{gift}/{offerId}?flow=gifting (product-and-purchase §2.4): the stay as a gift without
 * dates, its nights, rates in customer-care mode, the format (digital or physical, with sleeves), the customisation,
 * the availability upsell, the price summary, then the gift checkout. Every choice is kept in the hash.
 */
import { useEffect, useRef, useState } from 'react';
import { giftCheckoutUrl, saveGiftCheckout } from '@storefront/contracts';
import { emit } from '@storefront/event-bus';
import { formatMoney, useSite } from '@storefront/i18n';
import { Alert, Button, Checkbox, RadioGroup, Skeleton, imageUrl } from '@storefront/ui';
import { useApp, usePaths, useT } from '../../app-context';
import { fetchOffer, fetchPriceList, fetchShippingCosts, fetchSleeves } from '../../api/single-voucher';
import { useResource } from '../../api/use-resource';
import { parseSetupHash, writeSetupHash, type SetupHash } from '../../state/setup-hash';
import { useLocationSnapshot } from '../../state/url';
import { GiftTextFields } from '@storefront/ui/gift-text-fields';
import { GIFT_TEXT_CLASSES } from '../gift-customisation/rules';
import { HowItWorks } from '../how-it-works/how-it-works';
import { giftTextErrors, readGiftTextDraft, saveGiftTextDraft, type GiftText } from '../gift-customisation/rules';
import { RATES, UPSELL_DELAY_MS, chooseSleeve, physicalAvailable, priceOf, priceSummary, ratePrice, singleVoucherItem, sleeveGroups, upsellOffered } from './rules';

/** The customisation draft of a set-up, per offer (product-and-purchase §4 'Customisation draft'). */
export const draftKey = (offerId: number) => `sf-gift:voucher-draft:${offerId}`;

function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function SetupPage({ offerId }: { offerId: number }) {
  const t = useT();
  const site = useSite();
  const p = usePaths();
  const { client, context } = useApp();
  const location = useLocationSnapshot();
  const hash = parseSetupHash(location.hash);
  const customerCare = context.customerCare;

  const offer = useResource(`offer:${offerId}`, (signal) => fetchOffer(client, offerId, signal));
  const prices = useResource(`prices:${offerId}`, (signal) => fetchPriceList(client, offerId, signal));
  // shipping costs only when the physical format may be sold (§4)
  const shipping = useResource(context.toggles.physicalVoucher ? 'shipping' : null, (signal) => fetchShippingCosts(client, signal));
  const sleeves = useResource(hash.giftFormat === 'physical' ? 'sleeves' : null, (signal) => fetchSleeves(client, signal));

  const [text, setText] = useState<GiftText>(() => {
    const s = local();
    return s ? readGiftTextDraft(s, draftKey(offerId)) : { fromName: '', message: '' };
  });
  useEffect(() => {
    const s = local();
    if (s) saveGiftTextDraft(s, draftKey(offerId), text);
  }, [offerId, text]);
  const [submitted, setSubmitted] = useState(false);
  const [upsellLoading, setUpsellLoading] = useState(false);
  const upsellTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(upsellTimer.current), []);

  if (offer.error || prices.error) {
    return (
      <div className="sf-gift-page">
        <Alert variant="error">{t('common.error')}</Alert>
      </div>
    );
  }
  if (!offer.data || !prices.data) return <Skeleton height={480} />;
  const list = prices.data.priceList;
  const price = priceOf(list, hash.giftNights);
  if (!prices.data.isGiftable || !price) {
    return (
      <div className="sf-gift-page">
        <h1 className="sf-gift-title">{offer.data.label}</h1>
        <Alert variant="info">{t('voucher.notGiftable')}</Alert>
      </div>
    );
  }

  const set = (patch: Partial<SetupHash>) => writeSetupHash({ ...hash, giftNights: price.nights, ...patch });
  const canPhysical = physicalAvailable(context.toggles.physicalVoucher, { failed: !!shipping.error }, prices.data.giftFormats);
  const format = canPhysical ? hash.giftFormat : 'digital';
  const shownHash: SetupHash = { ...hash, giftFormat: format };
  const summary = priceSummary({ price, hash: shownHash, customerCare, shippingAmount: shipping.data?.amount ?? null, sleeves: sleeves.data ?? [] });
  const groups = sleeveGroups(sleeves.data ?? []);
  const image = offer.data.images[0];
  const nightsLabel = (n: number) => t('voucher.nights', { count: n });

  const toggleUpsell = (checked: boolean) => {
    setUpsellLoading(true);
    clearTimeout(upsellTimer.current);
    upsellTimer.current = setTimeout(() => {
      setUpsellLoading(false);
      set({ upsell: checked ? 'availability' : 'none' });
    }, UPSELL_DELAY_MS);
  };

  const offerGift = () => {
    setSubmitted(true);
    if (Object.keys(giftTextErrors(text, true)).length > 0) {
      requestAnimationFrame(() => (document.querySelector('.sf-gift-setup [aria-invalid="true"]') as HTMLElement | null)?.focus());
      return;
    }
    saveGiftCheckout(window.sessionStorage, {
      giftType: 'SINGLEVOUCHER',
      item: singleVoucherItem(offerId, price.nights, shownHash, text, customerCare),
      backUrl: `${location.pathname}${location.search}${location.hash}`,
    });
    emit('analytics', { event: 'add_to_cart', payload: { item_id: String(offerId), item_name: offer.data!.label, item_category: 'single_voucher', nights: price.nights, price: summary.total } });
    emit('navigate', { url: giftCheckoutUrl(p, 'SINGLEVOUCHER') });
  };

  return (
    <div className="sf-gift-page sf-gift-setup">
      <p className="sf-gift-badge">{t('voucher.withoutDates')}</p>
      <h1 className="sf-gift-title">{offer.data.label}</h1>
      <p className="sf-gift-lead">{t('voucher.facts', { months: prices.data.validityMonths, persons: prices.data.persons })}</p>
      <div className="sf-gift-columns">
        <div className="sf-gift-form">
          {list.length > 1 ? (
            <RadioGroup
              legend={t('voucher.nightsLegend')}
              name="sf-gift-nights"
              value={String(price.nights)}
              onChange={(v) => set({ giftNights: Number(v), upsell: 'none' })}
              options={list.map((l) => ({ value: String(l.nights), label: `${nightsLabel(l.nights)} · ${formatMoney(ratePrice(l, hash.bucket, customerCare), site)}` }))}
            />
          ) : null}

          {customerCare ? (
            <RadioGroup
              legend={t('voucher.rates')}
              name="sf-gift-rate"
              value={String(hash.bucket)}
              onChange={(v) => set({ bucket: Number(v) as 1 | 2 | 3 })}
              options={RATES.filter((r) => price.sellPrices[String(r)] !== undefined).map((r) => ({ value: String(r), label: `${t(`voucher.rate${r}`)} · ${formatMoney(price.sellPrices[String(r)]!, site)}` }))}
            />
          ) : null}

          <RadioGroup
            legend={t('voucher.format')}
            name="sf-gift-format"
            value={format}
            onChange={(v) => set({ giftFormat: v, sleeves: v === 'physical' ? hash.sleeves : [] })}
            options={[
              { value: 'digital', label: t('voucher.digital'), hint: t('voucher.digitalHint') },
              {
                value: 'physical',
                label: t('voucher.physical'),
                disabled: !canPhysical,
                hint: canPhysical ? `${t('voucher.physicalHint')} · ${shipping.data?.amount ? `+${formatMoney(shipping.data.amount, site)}` : t('voucher.free')}` : undefined,
              },
            ]}
          />
          {!canPhysical && !shipping.loading ? <Alert variant="info">{t('voucher.physicalUnavailable')}</Alert> : null}
          {format === 'digital' && canPhysical ? <p className="sf-gift-muted">{t('voucher.physicalNotice')}</p> : null}

          {format === 'physical' && groups.length ? (
            <div className="sf-gift-sleeves" data-testid="sleeves">
              <h2 className="sf-gift-subtitle">{t('voucher.sleeves')}</h2>
              {groups.map((group) =>
                group.multiple ? (
                  <fieldset key={group.categoryId} className="sf-gift-fieldset">
                    <legend>{group.name}</legend>
                    {group.sleeves.map((sleeve) => (
                      <Checkbox
                        key={sleeve.id}
                        label={sleeve.name}
                        hint={sleeve.price ? `+${formatMoney(sleeve.price, site)}` : t('voucher.free')}
                        checked={hash.sleeves.includes(sleeve.id)}
                        onChange={() => set({ sleeves: chooseSleeve(hash.sleeves, sleeve, groups) })}
                      />
                    ))}
                  </fieldset>
                ) : (
                  <RadioGroup
                    key={group.categoryId}
                    legend={group.name}
                    name={`sf-gift-sleeve-${group.categoryId}`}
                    value={String(group.sleeves.find((s) => hash.sleeves.includes(s.id))?.id ?? '')}
                    onChange={(v) => set({ sleeves: chooseSleeve(hash.sleeves, group.sleeves.find((s) => String(s.id) === v)!, groups) })}
                    options={group.sleeves.map((s) => ({ value: String(s.id), label: s.name, hint: s.price ? `+${formatMoney(s.price, site)}` : t('voucher.free') }))}
                  />
                ),
              )}
            </div>
          ) : null}

          <GiftTextFields text={text} onChange={setText} mandatory submitted={submitted} idPrefix="sf-gift-voucher" classes={GIFT_TEXT_CLASSES} />

          {upsellOffered(price.nights) && price.upsellAvailabilityPrice > 0 ? (
            <div className="sf-gift-upsell">
              <Checkbox
                label={t('voucher.upsell')}
                hint={`+${formatMoney(price.upsellAvailabilityPrice, site)}`}
                checked={hash.upsell === 'availability'}
                disabled={upsellLoading}
                onChange={toggleUpsell}
              />
              <p role="status" className="sf-gift-muted">
                {upsellLoading ? t('voucher.upsellLoading') : ''}
              </p>
            </div>
          ) : null}
          <HowItWorks />
        </div>

        <aside className="sf-gift-preview-column" aria-labelledby="sf-gift-summary-title">
          {image ? <img className="sf-gift-preview-image" src={imageUrl(image, '640_360')} alt={image.alt || offer.data.label} width={640} height={360} /> : null}
          <h2 id="sf-gift-summary-title" className="sf-gift-subtitle">
            {t('voucher.summary')}
          </h2>
          <dl className="sf-gift-summary" data-testid="price-summary">
            {summary.lines.map((line) => (
              <div key={line.key}>
                <dt>{line.key === 'gift' ? t('voucher.summaryGift', { nights: nightsLabel(price.nights) }) : t(`voucher.summary_${line.key}`)}</dt>
                <dd>{line.amount ? formatMoney(line.amount, site) : t('voucher.free')}</dd>
              </div>
            ))}
            <div className="sf-gift-summary__total">
              <dt>{t('voucher.total')}</dt>
              <dd data-testid="total">{formatMoney(summary.total, site)}</dd>
            </div>
          </dl>
          <Button block size="large" onClick={offerGift} disabled={upsellLoading}>
            {t('voucher.offer')}
          </Button>
        </aside>
      </div>
    </div>
  );
}
