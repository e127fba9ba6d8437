/** Add-to-calendar for a stay (issue #29 §5): an iCalendar event from check-in to check-out, all-day dates. */

const compact = (iso: string) => iso.replaceAll('-', '');
const escape = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');

export function stayCalendar(input: { uid: string; title: string; checkin: string; checkout: string; description: string; now?: Date }): string {
  const stamp = (input.now ?? new Date()).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Weekend Stays//Storefront//EN',
    'BEGIN:VEVENT',
    `UID:${input.uid}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compact(input.checkin)}`,
    `DTEND;VALUE=DATE:${compact(input.checkout)}`,
    `SUMMARY:${escape(input.title)}`,
    `DESCRIPTION:${escape(input.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
