/**
 * The e-mails of a sale, in the buyer's language (fr, es, nl, it from the site locale): the order confirmation, the
 * delivery of vouchers and gift cards, and the printable voucher page (HTML). Money and dates with Intl, every
 * value from the buyer or the catalogue HTML-escaped. Pure: the order code builds the input and enqueues the result
 * (outbox.ts `enqueueMessage`).
 */
import { BRAND, SITES, type Language, type SiteCode } from '@storefront/contracts';
import type { PaymentPlan } from './pay-later';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface StayDetails {
  checkin: string;
  checkout: string;
  nights: number;
  adults: number;
  children: number;
  babies: number;
}

export interface OrderLine {
  label: string;
  /** cents */
  amount: number;
  /** a stay's dates and travellers */
  stay?: StayDetails;
  /** 'Gift card', 'Single voucher'... already worded by the caller when it is not a stay */
  detail?: string;
}

export interface OrderConfirmation {
  locale: SiteCode;
  reference: string;
  buyer: { firstName: string; lastName: string };
  lines: OrderLine[];
  /** cents */
  insuranceAmount: number;
  shippingAmount: number;
  reductionAmount: number;
  giftCardAmount: number;
  totalAmount: number;
  amountToPay: number;
  /** the pay later or instalment plan chosen (stored on the order, decision 0044); absent when paid at once */
  paymentPlan?: PaymentPlan | null;
  /** the confirmation page, with its per-order secret */
  orderUrl: string;
}

export type VoucherKind = 'single_voucher' | 'box' | 'activity' | 'gift_card';

export interface Voucher {
  kind: VoucherKind;
  code: string;
  label: string;
  /** cents: a gift card's balance, a voucher's value */
  value: number;
  /** YYYY-MM-DD, last valid day */
  validUntil: string;
  persons?: number;
  nights?: number;
  fromName?: string;
  message?: string;
  /** the printable page */
  printUrl?: string;
}

export interface VoucherDelivery {
  locale: SiteCode;
  /** who receives the e-mail (the buyer, or the gift card's recipient) */
  recipientName: string;
  fromName?: string;
  vouchers: Voucher[];
}

interface Words {
  hello: (name: string) => string;
  confirmationSubject: (reference: string, brand: string) => string;
  confirmed: string;
  reference: string;
  stay: (s: StayDetails, from: string, to: string) => string;
  insurance: string;
  shipping: string;
  reduction: string;
  giftCards: string;
  total: string;
  paid: string;
  schedule: string;
  /** the plan's name, as the checkout words it: 'Payer en 3 fois', 'Payer plus tard, le 9 décembre 2026' */
  payIn: (count: number) => string;
  payLaterOn: (date: string) => string;
  fee: (amount: string) => string;
  noFee: string;
  due: (date: string, amount: string) => string;
  seeOrder: string;
  voucherSubject: (brand: string) => string;
  voucherIntro: (from: string | undefined) => string;
  kinds: Record<VoucherKind, string>;
  code: string;
  value: string;
  validUntil: (date: string) => string;
  forPersons: (n: number) => string;
  nights: (n: number) => string;
  print: string;
  howTo: string;
  from: (name: string) => string;
  signature: (brand: string) => string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const WORDS: Record<Language, Words> = {
  fr: {
    hello: (n) => `Bonjour ${n},`,
    confirmationSubject: (r, b) => `${b} – Confirmation de votre commande ${r}`,
    confirmed: 'Merci, votre commande est confirmée.',
    reference: 'Référence de commande',
    stay: (s, from, to) =>
      `Du ${from} au ${to} (${plural(s.nights, 'nuit', 'nuits')}), ${plural(s.adults, 'adulte', 'adultes')}${s.children ? `, ${plural(s.children, 'enfant', 'enfants')}` : ''}${s.babies ? `, ${plural(s.babies, 'bébé', 'bébés')}` : ''}`,
    insurance: 'Assurance annulation',
    shipping: 'Frais d’envoi',
    reduction: 'Réduction',
    giftCards: 'Cartes cadeaux',
    total: 'Total',
    paid: 'Montant payé',
    schedule: 'Échéancier',
    payIn: (n) => `Payer en ${n} fois`,
    payLaterOn: (d) => `Payer plus tard, le ${d}`,
    fee: (a) => `frais ${a}`,
    noFee: 'sans frais',
    due: (d, a) => `${d} : ${a}`,
    seeOrder: 'Voir ma commande',
    voucherSubject: (b) => `${b} – Votre cadeau est prêt`,
    voucherIntro: (f) => (f ? `${f} vous offre un cadeau.` : 'Voici votre cadeau.'),
    kinds: {
      single_voucher: 'Bon cadeau séjour',
      box: 'Coffret cadeau',
      activity: 'Bon cadeau activité',
      gift_card: 'Carte cadeau',
    },
    code: 'Code',
    value: 'Valeur',
    validUntil: (d) => `Valable jusqu’au ${d}`,
    forPersons: (n) => `pour ${plural(n, 'personne', 'personnes')}`,
    nights: (n) => plural(n, 'nuit', 'nuits'),
    print: 'Imprimer le bon',
    howTo: 'Pour réserver, choisissez vos dates sur notre site et saisissez ce code au moment du paiement.',
    from: (n) => `De la part de ${n}`,
    signature: (b) => `À très bientôt,\nL’équipe ${b}`,
  },
  es: {
    hello: (n) => `Hola, ${n}:`,
    confirmationSubject: (r, b) => `${b} – Confirmación de tu pedido ${r}`,
    confirmed: 'Gracias, tu pedido está confirmado.',
    reference: 'Referencia del pedido',
    stay: (s, from, to) =>
      `Del ${from} al ${to} (${plural(s.nights, 'noche', 'noches')}), ${plural(s.adults, 'adulto', 'adultos')}${s.children ? `, ${plural(s.children, 'niño', 'niños')}` : ''}${s.babies ? `, ${plural(s.babies, 'bebé', 'bebés')}` : ''}`,
    insurance: 'Seguro de cancelación',
    shipping: 'Gastos de envío',
    reduction: 'Descuento',
    giftCards: 'Tarjetas regalo',
    total: 'Total',
    paid: 'Importe pagado',
    schedule: 'Calendario de pagos',
    payIn: (n) => `Pagar en ${n} plazos`,
    payLaterOn: (d) => `Pagar más tarde, el ${d}`,
    fee: (a) => `comisión ${a}`,
    noFee: 'sin comisión',
    due: (d, a) => `${d}: ${a}`,
    seeOrder: 'Ver mi pedido',
    voucherSubject: (b) => `${b} – Tu regalo está listo`,
    voucherIntro: (f) => (f ? `${f} te hace un regalo.` : 'Aquí tienes tu regalo.'),
    kinds: {
      single_voucher: 'Cheque regalo de estancia',
      box: 'Caja regalo',
      activity: 'Cheque regalo de actividad',
      gift_card: 'Tarjeta regalo',
    },
    code: 'Código',
    value: 'Valor',
    validUntil: (d) => `Válido hasta el ${d}`,
    forPersons: (n) => `para ${plural(n, 'persona', 'personas')}`,
    nights: (n) => plural(n, 'noche', 'noches'),
    print: 'Imprimir el cheque',
    howTo: 'Para reservar, elige tus fechas en nuestra web e introduce este código al pagar.',
    from: (n) => `De parte de ${n}`,
    signature: (b) => `¡Hasta pronto!\nEl equipo de ${b}`,
  },
  nl: {
    hello: (n) => `Beste ${n},`,
    confirmationSubject: (r, b) => `${b} – Bevestiging van je bestelling ${r}`,
    confirmed: 'Bedankt, je bestelling is bevestigd.',
    reference: 'Bestelnummer',
    stay: (s, from, to) =>
      `Van ${from} tot ${to} (${plural(s.nights, 'nacht', 'nachten')}), ${plural(s.adults, 'volwassene', 'volwassenen')}${s.children ? `, ${plural(s.children, 'kind', 'kinderen')}` : ''}${s.babies ? `, ${plural(s.babies, 'baby', 'baby’s')}` : ''}`,
    insurance: 'Annuleringsverzekering',
    shipping: 'Verzendkosten',
    reduction: 'Korting',
    giftCards: 'Cadeaukaarten',
    total: 'Totaal',
    paid: 'Betaald bedrag',
    schedule: 'Betalingsschema',
    payIn: (n) => `Betalen in ${n} termijnen`,
    payLaterOn: (d) => `Later betalen, op ${d}`,
    fee: (a) => `kosten ${a}`,
    noFee: 'zonder kosten',
    due: (d, a) => `${d}: ${a}`,
    seeOrder: 'Mijn bestelling bekijken',
    voucherSubject: (b) => `${b} – Je cadeau is klaar`,
    voucherIntro: (f) => (f ? `${f} geeft je een cadeau.` : 'Hier is je cadeau.'),
    kinds: {
      single_voucher: 'Cadeaubon verblijf',
      box: 'Cadeaubox',
      activity: 'Cadeaubon activiteit',
      gift_card: 'Cadeaukaart',
    },
    code: 'Code',
    value: 'Waarde',
    validUntil: (d) => `Geldig tot en met ${d}`,
    forPersons: (n) => `voor ${plural(n, 'persoon', 'personen')}`,
    nights: (n) => plural(n, 'nacht', 'nachten'),
    print: 'Bon afdrukken',
    howTo: 'Kies je data op onze site en vul deze code in bij het betalen om te reserveren.',
    from: (n) => `Van ${n}`,
    signature: (b) => `Tot binnenkort,\nHet team van ${b}`,
  },
  it: {
    hello: (n) => `Ciao ${n},`,
    confirmationSubject: (r, b) => `${b} – Conferma del tuo ordine ${r}`,
    confirmed: 'Grazie, il tuo ordine è confermato.',
    reference: 'Riferimento dell’ordine',
    stay: (s, from, to) =>
      `Dal ${from} al ${to} (${plural(s.nights, 'notte', 'notti')}), ${plural(s.adults, 'adulto', 'adulti')}${s.children ? `, ${plural(s.children, 'bambino', 'bambini')}` : ''}${s.babies ? `, ${plural(s.babies, 'neonato', 'neonati')}` : ''}`,
    insurance: 'Assicurazione annullamento',
    shipping: 'Spese di spedizione',
    reduction: 'Sconto',
    giftCards: 'Carte regalo',
    total: 'Totale',
    paid: 'Importo pagato',
    schedule: 'Piano dei pagamenti',
    payIn: (n) => `Pagare in ${n} rate`,
    payLaterOn: (d) => `Pagare più tardi, il ${d}`,
    fee: (a) => `commissione ${a}`,
    noFee: 'senza commissioni',
    due: (d, a) => `${d}: ${a}`,
    seeOrder: 'Vedi il mio ordine',
    voucherSubject: (b) => `${b} – Il tuo regalo è pronto`,
    voucherIntro: (f) => (f ? `${f} ti fa un regalo.` : 'Ecco il tuo regalo.'),
    kinds: {
      single_voucher: 'Buono regalo soggiorno',
      box: 'Cofanetto regalo',
      activity: 'Buono regalo attività',
      gift_card: 'Carta regalo',
    },
    code: 'Codice',
    value: 'Valore',
    validUntil: (d) => `Valido fino al ${d}`,
    forPersons: (n) => `per ${plural(n, 'persona', 'persone')}`,
    nights: (n) => plural(n, 'notte', 'notti'),
    print: 'Stampa il buono',
    howTo:
      'Per prenotare, scegli le date sul nostro sito e inserisci questo codice al momento del pagamento.',
    from: (n) => `Da parte di ${n}`,
    signature: (b) => `A presto,\nIl team di ${b}`,
  },
};

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function formats(locale: SiteCode) {
  const site = SITES[locale];
  const money = new Intl.NumberFormat(site.htmlLang, { style: 'currency', currency: 'EUR' });
  // calendar days: formatted at noon UTC in UTC, never shifted by a time zone
  const day = new Intl.DateTimeFormat(site.htmlLang, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    site,
    words: WORDS[site.language],
    brand: BRAND[site.language],
    money: (cents: number) => money.format(cents / 100),
    date: (iso: string) => day.format(new Date(`${iso}T12:00:00Z`)),
  };
}

/** The one HTML frame of the e-mails and the printable voucher: language, title, what the head adds, the body. */
function htmlPage(lang: string, title: string, head: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">${head}<title>${escapeHtml(title)}</title></head>${body}</html>`;
}

/** A minimal, e-mail-client-safe HTML document (inline styles, one column). */
function htmlDocument(lang: string, title: string, body: string): string {
  return htmlPage(
    lang,
    title,
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1d2433"><div style="max-width:600px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">${body}</div></body>`,
  );
}

/** An e-mail's one call to action: a link drawn as a button. */
const button = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="display:inline-block;background:#1a56db;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;

/** The closing words, their line break kept. */
const signatureHtml = (signature: string) => `<p>${escapeHtml(signature).replace('\n', '<br>')}</p>`;

const row = (label: string, value: string, strong = false) =>
  `<tr><td style="padding:4px 0">${strong ? `<strong>${label}</strong>` : label}</td><td style="padding:4px 0;text-align:right">${strong ? `<strong>${value}</strong>` : value}</td></tr>`;

/** The order confirmation e-mail. */
export function orderConfirmationEmail(order: OrderConfirmation): EmailContent {
  const { site, words, brand, money, date } = formats(order.locale);
  const name = `${order.buyer.firstName} ${order.buyer.lastName}`.trim();
  const describe = (line: OrderLine) =>
    line.stay
      ? words.stay(line.stay, date(line.stay.checkin), date(line.stay.checkout))
      : (line.detail ?? '');
  const extras: [string, number][] = [
    [words.insurance, order.insuranceAmount],
    [words.shipping, order.shippingAmount],
    [words.reduction, -order.reductionAmount],
    [words.giftCards, -order.giftCardAmount],
  ].filter((e): e is [string, number] => e[1] !== 0);
  const subject = words.confirmationSubject(order.reference, brand);
  // the buyer pays the plan's provider per its schedule, fee included on the first payment
  const chosen = order.paymentPlan;
  const plan = chosen && {
    title: `${words.schedule} – ${
      chosen.instalmentsCount > 1
        ? words.payIn(chosen.instalmentsCount)
        : words.payLaterOn(date((chosen.deferredDate ?? chosen.schedule[0]!.dueDate).slice(0, 10)))
    } (${chosen.paymentFee ? words.fee(money(chosen.paymentFee)) : words.noFee})`,
    schedule: chosen.schedule.map((p) => words.due(date(p.dueDate), money(p.amount))),
  };

  const text = [
    words.hello(name),
    '',
    words.confirmed,
    `${words.reference}: ${order.reference}`,
    '',
    ...order.lines.map((l) => `- ${l.label}: ${money(l.amount)}${describe(l) ? `\n  ${describe(l)}` : ''}`),
    ...extras.map(([label, amount]) => `- ${label}: ${money(amount)}`),
    `${words.total}: ${money(order.totalAmount - order.giftCardAmount)}`,
    ...(plan
      ? ['', `${plan.title}:`, ...plan.schedule.map((due) => `- ${due}`)]
      : [`${words.paid}: ${money(order.amountToPay)}`]),
    '',
    `${words.seeOrder}: ${order.orderUrl}`,
    '',
    words.signature(brand),
  ].join('\n');

  const html = htmlDocument(
    site.htmlLang,
    subject,
    [
      `<p>${escapeHtml(words.hello(name))}</p>`,
      `<h1 style="font-size:20px">${escapeHtml(words.confirmed)}</h1>`,
      `<p>${escapeHtml(words.reference)}<br><strong style="font-size:18px">${escapeHtml(order.reference)}</strong></p>`,
      '<table style="width:100%;border-collapse:collapse">',
      ...order.lines.map((l) =>
        row(
          `${escapeHtml(l.label)}${describe(l) ? `<br><small>${escapeHtml(describe(l))}</small>` : ''}`,
          escapeHtml(money(l.amount)),
        ),
      ),
      ...extras.map(([label, amount]) => row(escapeHtml(label), escapeHtml(money(amount)))),
      row(escapeHtml(words.total), escapeHtml(money(order.totalAmount - order.giftCardAmount)), true),
      '</table>',
      plan
        ? `<h2 style="font-size:16px">${escapeHtml(plan.title)}</h2><ul>${plan.schedule.map((due) => `<li>${escapeHtml(due)}</li>`).join('')}</ul>`
        : `<table style="width:100%">${row(escapeHtml(words.paid), escapeHtml(money(order.amountToPay)))}</table>`,
      button(order.orderUrl, words.seeOrder),
      signatureHtml(words.signature(brand)),
    ].join(''),
  );
  return { subject, text, html };
}

function voucherFacts(voucher: Voucher, f: ReturnType<typeof formats>): string[] {
  const { words, money, date } = f;
  return [
    `${words.code}: ${voucher.code}`,
    `${words.value}: ${money(voucher.value)}`,
    ...(voucher.nights ? [words.nights(voucher.nights)] : []),
    ...(voucher.persons ? [words.forPersons(voucher.persons)] : []),
    words.validUntil(date(voucher.validUntil)),
  ];
}

/** The e-mail that delivers vouchers and gift cards (now, or on the gift's delivery date). */
export function voucherDeliveryEmail(delivery: VoucherDelivery): EmailContent {
  const f = formats(delivery.locale);
  const { site, words, brand } = f;
  const subject = words.voucherSubject(brand);
  const intro = words.voucherIntro(delivery.fromName);
  // each voucher's sender, unless the intro already names them (a gift card to its recipient)
  const from = (v: Voucher) => (v.fromName && v.fromName !== delivery.fromName ? words.from(v.fromName) : null);
  const text = [
    words.hello(delivery.recipientName),
    '',
    intro,
    '',
    ...delivery.vouchers.flatMap((v) => [
      `${words.kinds[v.kind]} – ${v.label}`,
      ...voucherFacts(v, f).map((fact) => `  ${fact}`),
      ...(from(v) ? [`  ${from(v)}`] : []),
      ...(v.message ? [`  « ${v.message} »`] : []),
      ...(v.printUrl ? [`  ${words.print}: ${v.printUrl}`] : []),
      '',
    ]),
    words.howTo,
    '',
    words.signature(brand),
  ].join('\n');
  const html = htmlDocument(
    site.htmlLang,
    subject,
    [
      `<p>${escapeHtml(words.hello(delivery.recipientName))}</p>`,
      `<h1 style="font-size:20px">${escapeHtml(intro)}</h1>`,
      ...delivery.vouchers.map(
        (v) =>
          `<div style="border:2px dashed #1a56db;border-radius:8px;padding:16px;margin:16px 0"><p style="margin:0 0 8px"><strong>${escapeHtml(words.kinds[v.kind])}</strong> – ${escapeHtml(v.label)}</p>` +
          `<p style="font-family:'Courier New',monospace;font-size:22px;letter-spacing:2px;margin:8px 0">${escapeHtml(v.code)}</p>` +
          voucherFacts(v, f)
            .slice(1)
            .map((fact) => `<p style="margin:4px 0">${escapeHtml(fact)}</p>`)
            .join('') +
          (from(v) ? `<p style="margin:4px 0">${escapeHtml(from(v)!)}</p>` : '') +
          (v.message
            ? `<blockquote style="margin:8px 0;font-style:italic">${escapeHtml(v.message)}</blockquote>`
            : '') +
          (v.printUrl ? `<p><a href="${escapeHtml(v.printUrl)}">${escapeHtml(words.print)}</a></p>` : '') +
          '</div>',
      ),
      `<p>${escapeHtml(words.howTo)}</p>`,
      signatureHtml(words.signature(brand)),
    ].join(''),
  );
  return { subject, text, html };
}

/** The printable voucher: one A4 page, no script (printed with the browser's own command). */
export function printableVoucherPage(voucher: Voucher, locale: SiteCode): string {
  const f = formats(locale);
  const { site, words, brand } = f;
  const title = `${brand} – ${words.kinds[voucher.kind]}`;
  const style = `<style>
@page{size:A4;margin:20mm}body{font-family:Georgia,serif;color:#1d2433;margin:0}
.voucher{border:3px double #1a56db;border-radius:12px;padding:32px;max-width:720px;margin:24px auto;text-align:center}
.code{font-family:'Courier New',monospace;font-size:28px;letter-spacing:3px;margin:16px 0}
</style>`;
  return htmlPage(
    site.htmlLang,
    title,
    style,
    `<body><main class="voucher"><p>${escapeHtml(brand)}</p><h1>${escapeHtml(words.kinds[voucher.kind])}</h1>` +
      (voucher.label ? `<h2>${escapeHtml(voucher.label)}</h2>` : '') +
      (voucher.fromName ? `<p>${escapeHtml(words.from(voucher.fromName))}</p>` : '') +
      (voucher.message ? `<blockquote>${escapeHtml(voucher.message)}</blockquote>` : '') +
      `<p class="code">${escapeHtml(voucher.code)}</p>` +
      voucherFacts(voucher, f)
        .slice(1)
        .map((fact) => `<p>${escapeHtml(fact)}</p>`)
        .join('') +
      `<p>${escapeHtml(words.howTo)}</p></main></body>`,
  );
}

const SIGN_IN_WORDS: Record<Language, { subject: (brand: string) => string; intro: string; validity: (minutes: number) => string; ignore: string }> = {
  fr: {
    subject: (brand) => `Votre code de connexion ${brand}`,
    intro: 'Voici votre code de connexion :',
    validity: (minutes) => `Il est valable ${minutes} minutes et ne sert qu’une fois.`,
    ignore: 'Si vous n’avez rien demandé, ignorez ce message : personne ne peut se connecter sans ce code.',
  },
  es: {
    subject: (brand) => `Tu código de acceso a ${brand}`,
    intro: 'Este es tu código de acceso:',
    validity: (minutes) => `Es válido durante ${minutes} minutos y solo se puede usar una vez.`,
    ignore: 'Si no lo has solicitado, ignora este mensaje: nadie puede acceder sin este código.',
  },
  nl: {
    subject: (brand) => `Je inlogcode voor ${brand}`,
    intro: 'Dit is je inlogcode:',
    validity: (minutes) => `De code is ${minutes} minuten geldig en werkt maar één keer.`,
    ignore: 'Heb je niets aangevraagd? Negeer dan dit bericht: zonder deze code kan niemand inloggen.',
  },
  it: {
    subject: (brand) => `Il tuo codice di accesso a ${brand}`,
    intro: 'Ecco il tuo codice di accesso:',
    validity: (minutes) => `È valido per ${minutes} minuti e si può usare una sola volta.`,
    ignore: 'Se non hai richiesto nulla, ignora questo messaggio: nessuno può accedere senza questo codice.',
  },
};

/** The one-time sign-in code of a customer account (identity/accounts.ts). */
export function signInCodeEmail(locale: SiteCode, code: string, minutes: number): EmailContent {
  const { site, brand } = formats(locale);
  const words = SIGN_IN_WORDS[site.language];
  const subject = words.subject(brand);
  const text = [words.intro, '', code, '', words.validity(minutes), '', words.ignore].join('\n');
  const html = htmlDocument(
    site.htmlLang,
    subject,
    `<p>${escapeHtml(words.intro)}</p><p style="font-family:'Courier New',monospace;font-size:28px;letter-spacing:6px;margin:16px 0">${escapeHtml(code)}</p>` +
      `<p>${escapeHtml(words.validity(minutes))}</p><p style="color:#5b6472">${escapeHtml(words.ignore)}</p>`,
  );
  return { subject, text, html };
}

/** What changed for a wished stay on its wished dates (identity/wishlist-alerts.ts). */
export interface WishlistAlert {
  change: 'price-drop' | 'available-again';
  label: string;
  hotel: string | null;
  checkin: string;
  checkout: string;
  /** cents, the price now */
  price: number;
  /** cents, the price before a drop */
  previousPrice: number | null;
  /** absolute link to the offer */
  link: string;
}

const ALERT_WORDS: Record<
  Language,
  { subject: Record<WishlistAlert['change'], (label: string) => string>; dates: (from: string, to: string) => string; dropped: (before: string, now: string) => string; available: (now: string) => string; cta: string; why: string }
> = {
  fr: {
    subject: { 'price-drop': (l) => `Le prix de « ${l} » a baissé`, 'available-again': (l) => `« ${l} » est de nouveau disponible` },
    dates: (from, to) => `Du ${from} au ${to}`,
    dropped: (before, now) => `Son prix pour vos dates est passé de ${before} à ${now}.`,
    available: (now) => `Il est de nouveau réservable à vos dates, à ${now}.`,
    cta: 'Voir l’offre',
    why: 'Vous recevez ce message parce que ce séjour est dans vos favoris avec ces dates.',
  },
  es: {
    subject: { 'price-drop': (l) => `Ha bajado el precio de «${l}»`, 'available-again': (l) => `«${l}» vuelve a estar disponible` },
    dates: (from, to) => `Del ${from} al ${to}`,
    dropped: (before, now) => `Su precio para tus fechas ha pasado de ${before} a ${now}.`,
    available: (now) => `Vuelve a poder reservarse en tus fechas, por ${now}.`,
    cta: 'Ver la oferta',
    why: 'Recibes este mensaje porque esta estancia está en tu lista de deseos con estas fechas.',
  },
  nl: {
    subject: { 'price-drop': (l) => `De prijs van '${l}' is gedaald`, 'available-again': (l) => `'${l}' is weer beschikbaar` },
    dates: (from, to) => `Van ${from} tot ${to}`,
    dropped: (before, now) => `De prijs voor jouw data is gedaald van ${before} naar ${now}.`,
    available: (now) => `Het is weer te boeken op jouw data, voor ${now}.`,
    cta: 'Bekijk het aanbod',
    why: 'Je krijgt dit bericht omdat dit verblijf met deze data op je verlanglijst staat.',
  },
  it: {
    subject: { 'price-drop': (l) => `Il prezzo di «${l}» è sceso`, 'available-again': (l) => `«${l}» è di nuovo disponibile` },
    dates: (from, to) => `Dal ${from} al ${to}`,
    dropped: (before, now) => `Il prezzo per le tue date è passato da ${before} a ${now}.`,
    available: (now) => `È di nuovo prenotabile nelle tue date, a ${now}.`,
    cta: 'Vedi l’offerta',
    why: 'Ricevi questo messaggio perché questo soggiorno è nella tua lista dei desideri con queste date.',
  },
};

/** The price-drop or available-again alert of a wished stay. */
export function wishlistAlertEmail(locale: SiteCode, alert: WishlistAlert): EmailContent {
  const { site, brand, money, date } = formats(locale);
  const words = ALERT_WORDS[site.language];
  const subject = `${words.subject[alert.change](alert.label)} · ${brand}`;
  const news = alert.change === 'price-drop' && alert.previousPrice !== null ? words.dropped(money(alert.previousPrice), money(alert.price)) : words.available(money(alert.price));
  const title = alert.hotel ? `${alert.label} · ${alert.hotel}` : alert.label;
  const dates = words.dates(date(alert.checkin), date(alert.checkout));
  const text = [title, dates, '', news, '', `${words.cta}: ${alert.link}`, '', words.why].join('\n');
  const html = htmlDocument(
    site.htmlLang,
    subject,
    `<h1 style="font-size:20px">${escapeHtml(title)}</h1><p>${escapeHtml(dates)}</p><p><strong>${escapeHtml(news)}</strong></p>` +
      button(alert.link, words.cta) +
      `<p style="color:#5b6472">${escapeHtml(words.why)}</p>`,
  );
  return { subject, text, html };
}
