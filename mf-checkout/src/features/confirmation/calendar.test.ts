import { stayCalendar } from './calendar';

it('writes the stay as an all-day event from check-in to check-out', () => {
  const ics = stayCalendar({ uid: 'o-1@storefront', title: 'Séjour, Annecy', checkin: '2026-12-11', checkout: '2026-12-13', description: 'Référence 12345678', now: new Date('2026-11-26T10:00:00Z') });
  expect(ics.split('\r\n')).toEqual(expect.arrayContaining(['DTSTART;VALUE=DATE:20261211', 'DTEND;VALUE=DATE:20261213', 'SUMMARY:Séjour\\, Annecy', 'DTSTAMP:20261126T100000Z', 'UID:o-1@storefront']));
});
