// Hungarian customer e-mails, in the polite form (Ön), as the salon writes them. Pure.
import { formatLongDate, formatTime } from '@/lib/format/dates';
import { formatMoney, type CurrencyInfo } from '@/lib/format/money';
import type { WallTime } from '@/lib/scheduling/zoned-time';
import type { EmailRequest, TemplateSet } from './email-request';
import { letter, signature } from '../templates/letter';

/** '2026. november 24., kedd 10:00'. */
export function moment({ date, time }: WallTime): string {
  return `${formatLongDate(date, { language: 'hu' })} ${formatTime(time, 'hu')}`;
}

function price(amount: number | null, currency: CurrencyInfo): string {
  return amount === null ? 'egyeztetés szerint' : formatMoney(amount, currency);
}

// Details go on labelled lines, so no article or suffix has to agree with a service's name.
function compose(request: EmailRequest, subject: string, middle: readonly (string | readonly string[])[]) {
  const name = request.customerName.trim();
  return {
    subject: `${subject} – ${request.salon.name.trim()}`,
    body: letter([
      name ? `Kedves ${name}!` : 'Kedves Vendégünk!',
      ...middle,
      ['Üdvözlettel:', signature(request.salon, { phone: 'Tel.', email: 'E-mail' })],
    ]),
  };
}

export const hu: TemplateSet = {
  timeChange: (r) =>
    compose(r, 'Módosult az időpontja', [
      'Tájékoztatjuk, hogy foglalásának időpontja megváltozott.',
      [`Szolgáltatás: ${r.serviceName}`, `Korábbi időpont: ${moment(r.when)}`, `Új időpont: ${moment(r.newWhen)}`],
      'Amennyiben az új időpont nem megfelelő az Ön számára, kérjük, jelezze válaszlevélben vagy telefonon, és közösen találunk egy másikat.',
      'Szeretettel várjuk!',
    ]),
  cancellation: (r) =>
    compose(r, 'Időpont lemondása', [
      'Ezúton tájékoztatjuk, hogy az alábbi foglalását töröltük.',
      [`Szolgáltatás: ${r.serviceName}`, `Időpont: ${moment(r.when)}`],
      'Ha új időpontot szeretne foglalni, kérjük, válaszoljon erre a levélre, vagy hívjon minket: szívesen segítünk.',
      'Köszönjük megértését!',
    ]),
  serviceChange: (r) =>
    compose(r, 'Változás a foglalásában', [
      'Tájékoztatjuk, hogy foglalásában megváltozott a szolgáltatás.',
      [
        `Időpont: ${moment(r.when)}`,
        `Korábbi szolgáltatás: ${r.previousServiceName}`,
        r.durationMinutes ? `Új szolgáltatás: ${r.serviceName} (${r.durationMinutes} perc)` : `Új szolgáltatás: ${r.serviceName}`,
      ],
      'Ha kérdése van, vagy a változás nem megfelelő az Ön számára, kérjük, jelezze nekünk.',
    ]),
  priceChange: (r) =>
    compose(r, 'Árváltozás a foglalásában', [
      'Tájékoztatjuk, hogy foglalásának ára megváltozott.',
      [`Szolgáltatás: ${r.serviceName}`, `Időpont: ${moment(r.when)}`, `Korábbi ár: ${price(r.previousPrice, r.currency)}`, `Új ár: ${price(r.price, r.currency)}`],
      'Ha kérdése van, kérjük, forduljon hozzánk bizalommal.',
    ]),
};
