import { SITE_CODES } from '@storefront/contracts';
import {
  escapeHtml,
  orderConfirmationEmail,
  printableVoucherPage,
  voucherDeliveryEmail,
  type OrderConfirmation,
  type Voucher,
} from './emails';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

const order: OrderConfirmation = {
  locale: 'fr_FR',
  reference: '12345678',
  buyer: { firstName: 'Marie', lastName: 'Dupont' },
  lines: [
    {
      label: 'Escapade romantique à Annecy',
      amount: 25_900,
      stay: { checkin: '2026-12-11', checkout: '2026-12-13', nights: 2, adults: 2, children: 1, babies: 0 },
    },
  ],
  insuranceAmount: 1_295,
  shippingAmount: 0,
  reductionAmount: 2_590,
  giftCardAmount: 5_000,
  totalAmount: 24_605,
  amountToPay: 19_605,
  orderUrl: 'https://fr.example/confirmation/abc?secret=s3cr3t',
};

const voucher: Voucher = {
  kind: 'single_voucher',
  code: 'K3QF-7ZP2-M9XD-4RTB',
  label: 'Séjour 2 nuits',
  value: 19_900,
  validUntil: '2027-11-26',
  persons: 2,
  nights: 2,
  fromName: 'Jean <3',
  message: 'Joyeux anniversaire <script>alert(1)</script>',
  printUrl: 'https://fr.example/gateway/purchase/vouchers/K3QF-7ZP2-M9XD-4RTB/print',
};

describe('order confirmation e-mail', () => {
  it('says what was bought, when, for whom and how much, in French with French money and dates', () => {
    const mail = orderConfirmationEmail(order);
    expect(mail.subject).toBe('Week-end Stays – Confirmation de votre commande 12345678');
    const text = nbsp(mail.text);
    expect(text).toContain('Bonjour Marie Dupont,');
    expect(text).toContain('- Escapade romantique à Annecy: 259,00 €');
    expect(text).toContain('Du 11 décembre 2026 au 13 décembre 2026 (2 nuits), 2 adultes, 1 enfant');
    expect(text).toContain('- Assurance annulation: 12,95 €');
    expect(text).toContain('- Réduction: -25,90 €');
    expect(text).toContain('- Cartes cadeaux: -50,00 €');
    expect(text).not.toContain('Frais d’envoi');
    expect(text).toContain('Total: 196,05 €');
    expect(text).toContain('Montant payé: 196,05 €');
    expect(text).toContain(order.orderUrl);
    expect(nbsp(mail.html)).toContain('<strong style="font-size:18px">12345678</strong>');
    expect(mail.html).toContain('href="https://fr.example/confirmation/abc?secret=s3cr3t"');
    expect(mail.html.startsWith('<!doctype html><html lang="fr-FR">')).toBe(true);
  });

  it('states the instalment plan with its fee and schedule instead of the amount paid', () => {
    const mail = orderConfirmationEmail({
      ...order,
      locale: 'es_ES',
      paymentPlan: {
        type: 'PAY_IN_3',
        paymentFee: 294,
        instalmentsCount: 3,
        totalAmount: 19_899,
        deferredDate: null,
        schedule: [
          { dueDate: '2026-11-26', amount: 6_829 },
          { dueDate: '2026-12-26', amount: 6_535 },
          { dueDate: '2027-01-26', amount: 6_535 },
        ],
      },
    });
    const text = nbsp(mail.text);
    expect(mail.subject).toBe('Escapadas Stays – Confirmación de tu pedido 12345678');
    expect(text).toContain(
      'Del 11 de diciembre de 2026 al 13 de diciembre de 2026 (2 noches), 2 adultos, 1 niño',
    );
    expect(text).toContain(
      'Calendario de pagos – Pagar en 3 plazos (comisión 2,94 €):\n- 26 de noviembre de 2026: 68,29 €\n- 26 de diciembre de 2026: 65,35 €\n- 26 de enero de 2027: 65,35 €',
    );
    expect(text).not.toContain('Importe pagado');
    expect(nbsp(mail.html)).toContain('<h2 style="font-size:16px">Calendario de pagos – Pagar en 3 plazos (comisión 2,94 €)</h2><ul><li>26 de noviembre de 2026: 68,29 €</li>');
  });

  it('states pay later and its date in each language of the sites', () => {
    const payLater = {
      type: 'PAY_LATER' as const,
      paymentFee: 0,
      instalmentsCount: 1,
      totalAmount: 19_605,
      deferredDate: '2026-12-09T00:00:00+01:00',
      schedule: [{ dueDate: '2026-12-09', amount: 19_605 }],
    };
    const plans = (['fr_FR', 'es_ES', 'nl_NL', 'it_IT'] as const).map((locale) =>
      nbsp(orderConfirmationEmail({ ...order, locale, paymentPlan: payLater }).text).split('\n').filter((l) => l.includes('9 ')),
    );
    expect(plans).toEqual([
      ['Échéancier – Payer plus tard, le 9 décembre 2026 (sans frais):', '- 9 décembre 2026 : 196,05 €'],
      ['Calendario de pagos – Pagar más tarde, el 9 de diciembre de 2026 (sin comisión):', '- 9 de diciembre de 2026: 196,05 €'],
      ['Betalingsschema – Later betalen, op 9 december 2026 (zonder kosten):', '- 9 december 2026: € 196,05'],
      ['Piano dei pagamenti – Pagare più tardi, il 9 dicembre 2026 (senza commissioni):', '- 9 dicembre 2026: 196,05 €'],
    ]);
  });

  it('is written in each site language', () => {
    const subjects = SITE_CODES.map((locale) => orderConfirmationEmail({ ...order, locale }).subject);
    expect(subjects).toEqual([
      'Week-end Stays – Confirmation de votre commande 12345678',
      'Escapadas Stays – Confirmación de tu pedido 12345678',
      'Week-end Stays – Confirmation de votre commande 12345678',
      'Weekend Stays – Bevestiging van je bestelling 12345678',
      'Weekend Stays – Bevestiging van je bestelling 12345678',
      'Weekend Stays – Conferma del tuo ordine 12345678',
    ]);
    expect(nbsp(orderConfirmationEmail({ ...order, locale: 'nl_BE' }).text)).toContain(
      'Van 11 december 2026 tot 13 december 2026 (2 nachten), 2 volwassenen, 1 kind',
    );
    expect(nbsp(orderConfirmationEmail({ ...order, locale: 'it_IT' }).text)).toContain(
      '- Escapade romantique à Annecy: 259,00 €',
    );
  });

  it('escapes what the buyer typed in the HTML', () => {
    const mail = orderConfirmationEmail({
      ...order,
      buyer: { firstName: '<img src=x onerror=alert(1)>', lastName: 'D' },
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('voucher delivery e-mail and printable voucher', () => {
  it('delivers each code with its value, validity and the giver’s message, escaped', () => {
    const mail = voucherDeliveryEmail({
      locale: 'it_IT',
      recipientName: 'Giulia',
      fromName: 'Jean',
      vouchers: [
        voucher,
        {
          ...voucher,
          kind: 'gift_card',
          code: 'AAAA-BBBB-CCCC-DDDD',
          label: 'Carta regalo',
          value: 10_000,
          nights: undefined,
          persons: undefined,
          message: undefined,
        },
      ],
    });
    expect(mail.subject).toBe('Weekend Stays – Il tuo regalo è pronto');
    const text = nbsp(mail.text);
    expect(text).toContain('Jean ti fa un regalo.');
    expect(text).toContain(
      'Buono regalo soggiorno – Séjour 2 nuits\n  Codice: K3QF-7ZP2-M9XD-4RTB\n  Valore: 199,00 €\n  2 notti\n  per 2 persone\n  Valido fino al 26 novembre 2027',
    );
    expect(text).toContain(
      'Carta regalo – Carta regalo\n  Codice: AAAA-BBBB-CCCC-DDDD\n  Valore: 100,00 €\n  Valido fino al 26 novembre 2027',
    );
    expect(mail.html).toContain('K3QF-7ZP2-M9XD-4RTB');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Joyeux anniversaire &lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('names each voucher’s sender to the buyer (who may forward it), escaped; not twice to a recipient', () => {
    const mail = voucherDeliveryEmail({ locale: 'fr_FR', recipientName: 'Camille', vouchers: [{ ...voucher, kind: 'activity' }] });
    expect(mail.text).toContain('Voici votre cadeau.');
    expect(mail.text).toContain('Valable jusqu’au 26 novembre 2027\n  De la part de Jean <3\n  « Joyeux anniversaire');
    expect(mail.html).toContain('<p style="margin:4px 0">De la part de Jean &lt;3</p>');
    const toRecipient = voucherDeliveryEmail({ locale: 'fr_FR', recipientName: 'Léa', fromName: 'Jean <3', vouchers: [voucher] });
    expect(toRecipient.text).toContain('Jean <3 vous offre un cadeau.');
    expect(toRecipient.text).not.toContain('De la part de');
  });

  it('prints one voucher page in the buyer’s language, without any script', () => {
    const page = printableVoucherPage(voucher, 'nl_NL');
    expect(page.startsWith('<!doctype html><html lang="nl-NL">')).toBe(true);
    expect(page).toContain('<h1>Cadeaubon verblijf</h1>');
    expect(page).toContain('<p class="code">K3QF-7ZP2-M9XD-4RTB</p>');
    expect(nbsp(page)).toContain('<p>Waarde: € 199,00</p>');
    expect(page).toContain('<p>Geldig tot en met 26 november 2027</p>');
    expect(page).toContain('<p>Van Jean &lt;3</p>');
    expect(page).not.toMatch(/<script|onclick/);
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
