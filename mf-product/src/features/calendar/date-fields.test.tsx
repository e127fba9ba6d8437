/**
 * The date fields shown when the calendar remote cannot load (issue #34 §5): a refused date says why, in the
 * visitor's language, by the one rule and the one set of sentences every calendar uses; Validate stays disabled.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import type { SiteCode } from '@storefront/contracts';
import { renderWith } from '../../test/render';
import { setFixtureClock } from '../../test/product-api';
import { DateFields } from './booking-calendar';
import type { Availability } from './rules';

setFixtureClock(); // 10 November 2026, midday

/** The offer's loaded days: 20 November sold out, 21 closed, 27 bookable with a minimum stay of 3 nights. */
const AVAILABILITY: Availability = {
  '2026-11-20': { minLos: 1, reason: 'soldOut' },
  '2026-11-21': { minLos: 1 },
  '2026-11-27': { price: 30000, minLos: 3 },
  '2026-11-28': { price: 20000, minLos: 1 },
};

function typeDates(checkin: string, checkout = '') {
  const [from, to] = [screen.getByLabelText(CHECKIN), screen.getByLabelText(CHECKOUT)];
  fireEvent.change(from, { target: { value: checkin } });
  if (checkout) fireEvent.change(to, { target: { value: checkout } });
  return { from, to };
}

const CHECKIN = /^(Arrivée|Llegada|Aankomst|Arrivo)/;
const CHECKOUT = /^(Départ|Salida|Vertrek|Partenza)/;

function renderFields(site: SiteCode = 'fr_FR') {
  const onChange = jest.fn();
  renderWith(<DateFields availability={AVAILABILITY} onChange={onChange} />, site);
  return onChange;
}

test.each([
  ['a past day', '2026-11-05', 'Date passée'],
  ['a day beyond the one-year horizon', '2027-11-20', 'Au-delà d’un an : pas encore ouvert à la réservation'],
  ['a sold-out day', '2026-11-20', 'Complet'],
  ['a closed day', '2026-11-21', 'Fermé ce jour-là'],
])('a check-in on %s says why it is refused, and cannot be validated', (_what, checkin, reason) => {
  renderFields();
  const { from } = typeDates(checkin, '2027-12-01');
  expect(screen.getByRole('alert')).toHaveTextContent(reason);
  expect(from).toHaveAccessibleDescription(reason);
  expect(from).toBeInvalid();
  expect(screen.getByRole('button', { name: 'Valider' })).toBeDisabled();
});

test('tonight after the 20:00 cut-off is refused with its reason', () => {
  act(() => jest.setSystemTime(new Date('2026-11-10T20:30:00+01:00')));
  try {
    renderFields();
    typeDates('2026-11-10', '2026-11-11');
    expect(screen.getByRole('alert')).toHaveTextContent('Réservation impossible pour ce soir après 20 h');
  } finally {
    act(() => jest.setSystemTime(new Date(2026, 10, 10, 12)));
  }
});

test("a check-out before the check-in's minimum stay names it; a long enough stay is accepted", () => {
  const onChange = renderFields();
  const { to } = typeDates('2026-11-27', '2026-11-29');
  expect(to).toHaveAccessibleDescription('Séjour minimum de 3 nuits à partir de l’arrivée choisie');
  expect(screen.getByRole('button', { name: 'Valider' })).toBeDisabled();
  fireEvent.change(to, { target: { value: '2026-11-30' } });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Valider' }));
  expect(onChange).toHaveBeenCalledWith('2026-11-27', '2026-11-30');
});

test.each([
  ['es_ES', 'Completo', 'Fecha pasada', 'Estancia mínima de 3 noches a partir de la llegada elegida'],
  ['nl_NL', 'Volgeboekt', 'Datum in het verleden', 'Minimaal 3 nachten vanaf de gekozen aankomst'],
  ['it_IT', 'Esaurito', 'Data passata', 'Soggiorno minimo di 3 notti dall’arrivo scelto'],
] as const)('%s: the reasons in the site language', (site, soldOut, past, minStay) => {
  renderFields(site);
  const { from, to } = typeDates('2026-11-20', '2026-11-22');
  expect(from).toHaveAccessibleDescription(soldOut);
  fireEvent.change(from, { target: { value: '2026-11-01' } });
  expect(from).toHaveAccessibleDescription(past);
  typeDates('2026-11-27', '2026-11-28');
  expect(to).toHaveAccessibleDescription(minStay);
});
