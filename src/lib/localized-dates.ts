// Dates in words, in the page's language. Month names and the order of day, month and
// year come from the catalogs, not from Intl: browsers have no Haitian Creole locale data
// (Intl.DateTimeFormat('ht') falls back to English), and one source keeps all three alike.
import { i18n } from './i18n';

function monthName(month: number): string {
  switch (month) {
    case 1:
      return i18n._({ id: 'date.month.1', message: 'January' });
    case 2:
      return i18n._({ id: 'date.month.2', message: 'February' });
    case 3:
      return i18n._({ id: 'date.month.3', message: 'March' });
    case 4:
      return i18n._({ id: 'date.month.4', message: 'April' });
    case 5:
      return i18n._({ id: 'date.month.5', message: 'May' });
    case 6:
      return i18n._({ id: 'date.month.6', message: 'June' });
    case 7:
      return i18n._({ id: 'date.month.7', message: 'July' });
    case 8:
      return i18n._({ id: 'date.month.8', message: 'August' });
    case 9:
      return i18n._({ id: 'date.month.9', message: 'September' });
    case 10:
      return i18n._({ id: 'date.month.10', message: 'October' });
    case 11:
      return i18n._({ id: 'date.month.11', message: 'November' });
    default:
      return i18n._({ id: 'date.month.12', message: 'December' });
  }
}

/** A calendar day in words: 'November 28, 2026', '28 de noviembre de 2026', '28 novanm 2026'. */
export function longDate(date: Date): string {
  return i18n._({
    id: 'date.long',
    message: '{month} {day}, {year}',
    values: {
      month: monthName(date.getMonth() + 1),
      day: String(date.getDate()),
      year: String(date.getFullYear()),
    },
  });
}
