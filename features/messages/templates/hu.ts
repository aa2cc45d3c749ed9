// Hungarian automatic messages, in the polite form (Ön). Pure.
import { customerLetter as frame, letter, signature, type CustomerLetterWords } from './letter';
import { moment } from '../drafts/hu';
import { greetingName, neutralizeName } from './customer-name';
import { visitLines } from './visit-lines';
import { formatLongDate } from '@/lib/format/dates';
import { WAITLIST_OFFER_PLACEHOLDERS as HELD, type AppointmentFacts, type MessageTemplateSet, type SalonDigestFacts, type SalonNoticeFacts, type SeriesFacts, type WaitlistJoinedFacts, type WaitlistOfferFacts } from './message-facts';

// Details go on labelled lines, so no article or suffix has to agree with a service's name.
function details(facts: AppointmentFacts): string[] {
  return [`Szolgáltatás: ${facts.serviceName}`, `Időpont: ${moment(facts.when)}`, ...(facts.stylistName ? [`Munkatárs: ${facts.stylistName}`] : []), ...visitLines('A látogatás részei', facts)];
}

const WORDS: CustomerLetterWords = {
  greeting: (name) => (name ? `Kedves ${name}!` : 'Kedves Vendégünk!'),
  regards: 'Üdvözlettel:',
  labels: { phone: 'Tel.', email: 'E-mail' },
  stopReminders: (url) => `Ha nem kér több emlékeztetőt: ${url}`,
};

const customerLetter = (facts: AppointmentFacts, subject: string, middle: Parameters<typeof frame>[3]) => frame(WORDS, facts, subject, middle);

function salonLetter(facts: SalonNoticeFacts, headline: string) {
  const customer = neutralizeName(facts.customerName).name;
  const contact = [facts.customerPhone && `Tel.: ${facts.customerPhone}`, facts.customerEmail && `E-mail: ${facts.customerEmail}`].filter((line): line is string => Boolean(line));
  return {
    subject: `${headline}: ${customer}, ${moment(facts.when)}`,
    body: letter([
      `${headline} – ${facts.salonName.trim()}`,
      [`Vendég: ${customer}`, ...contact, `Szolgáltatás: ${facts.serviceName}`, `Időpont: ${moment(facts.when)}`, ...(facts.stylistName ? [`Munkatárs: ${facts.stylistName}`] : [])],
      `A nap foglalásai: ${facts.appointmentsUrl}`,
      'Ezt az e-mailt azért kapja, mert a fiókjában be vannak kapcsolva az értesítések; ott ki is kapcsolhatja őket.',
    ]),
  };
}

export const hu: MessageTemplateSet = {
  confirmation: (f) =>
    customerLetter(f, 'Foglalását visszaigazoljuk', [
      'Köszönjük foglalását, szeretettel várjuk.',
      details(f),
      `Foglalását itt tekintheti meg vagy mondhatja le: ${f.manageUrl}`,
      'Az időpontot naptárfájlként csatoltuk.',
    ]),
  series_confirmation: (f: SeriesFacts) =>
    customerLetter(f, 'Időpontjait lefoglaltuk', [
      `Köszönjük. Az alábbi ${f.occurrences.length} időpontot foglaltuk le Önnek, szeretettel várjuk.`,
      [`Szolgáltatás: ${f.serviceName}`, ...(f.stylistName ? [`Munkatárs: ${f.stylistName}`] : [])],
      f.occurrences.map(({ when, manageUrl }) => `${moment(when)} – megtekintés vagy lemondás: ${manageUrl}`),
    ]),
  series_moved_by_salon: (f: SeriesFacts) =>
    customerLetter(f, 'Időpontjai megváltoztak', [
      `Módosítottuk rendszeres időpontját. Az alábbi ${f.occurrences.length} időpont most így alakul:`,
      [`Szolgáltatás: ${f.serviceName}`, ...(f.stylistName ? [`Munkatárs: ${f.stylistName}`] : [])],
      f.occurrences.map(({ when, manageUrl }) => `${moment(when)} – megtekintés, módosítás vagy lemondás: ${manageUrl}`),
      'Ha az új időpontok nem felelnek meg, válaszoljon erre az e-mailre, vagy hívjon minket.',
    ]),
  reminder: (f) =>
    customerLetter(f, 'Emlékeztető az időpontjáról', [
      'Szeretnénk emlékeztetni közelgő időpontjára.',
      details(f),
      `Ha mégsem tud eljönni, kérjük, mondja le itt, hogy másnak adhassuk az időpontot: ${f.manageUrl}`,
    ]),
  cancelled_by_customer: (f) =>
    customerLetter(f, 'Foglalását lemondtuk', [
      'Kérésének megfelelően az alábbi foglalást lemondtuk.',
      details(f),
      'Reméljük, máskor szívesen látjuk.',
    ]),
  rescheduled: (f) =>
    customerLetter(f, 'Időpontja módosult', [
      'Kérésének megfelelően időpontját módosítottuk, az új időpont:',
      details(f),
      `Foglalását itt tekintheti meg, módosíthatja vagy mondhatja le: ${f.manageUrl}`,
      'Az új időpontot naptárfájlként csatoltuk.',
    ]),
  moved_by_salon: (f) =>
    customerLetter(f, 'Időpontja megváltozott', [
      'Időpontját módosítottuk, az új időpont:',
      details(f),
      ...(f.previousWhen ? [`Korábban: ${moment(f.previousWhen)}`] : []),
      `Ha az új időpont nem felel meg, válaszoljon erre az e-mailre, vagy hívjon minket. Foglalását itt tekintheti meg, módosíthatja vagy mondhatja le: ${f.manageUrl}`,
      'Az új időpontot naptárfájlként csatoltuk.',
    ]),
  cancelled_by_salon: (f) =>
    customerLetter(f, 'Időpontját lemondtuk', [
      'Sajnáljuk, de az alábbi időpontot le kellett mondanunk.',
      details(f),
      ...(f.reason ? [`Indok: ${f.reason}`] : []),
      'Ha új időpontot szeretne, válaszoljon erre az e-mailre, vagy hívjon minket. Szívesen segítünk.',
    ]),
  salon_new_booking: (f) => salonLetter(f, 'Új online foglalás'),
  salon_cancellation: (f) => salonLetter(f, 'Online lemondott foglalás'),
  salon_reschedule: (f) => salonLetter(f, 'Online áthelyezett foglalás'),
  salon_digest: (f: SalonDigestFacts) => ({
    subject: `${f.notices.length} online foglalás és módosítás – ${f.salonName.trim()}`,
    body: letter([
      `Sok online foglalás, lemondás és áthelyezés érkezett egymás után (${f.salonName.trim()}), ezért egy levélben soroljuk fel őket:`,
      f.notices,
      `A foglalások: ${f.appointmentsUrl}`,
      'Ezt az e-mailt azért kapja, mert a fiókjában be vannak kapcsolva az értesítések; ott ki is kapcsolhatja őket.',
    ]),
  }),
  password_reset: ({ resetUrl, validMinutes }) => ({
    subject: 'Jelszó visszaállítása',
    body: letter([
      'Valaki kérte az ehhez az e-mail-címhez tartozó fiók jelszavának visszaállítását.',
      `Új jelszót ezen a linken választhat ${validMinutes} percen belül; a link egyszer használható: ${resetUrl}`,
      'Ha nem Ön kérte, hagyja figyelmen kívül ezt az e-mailt: jelszava nem változik.',
    ]),
  }),
  member_invitation: (f) => ({
    subject: `Meghívó: ${f.salonName.trim()}`,
    body: letter([
      `Kedves ${neutralizeName(f.memberName).name.trim()}!`,
      `A(z) ${f.salonName.trim()} felvette Önt a csapatába a szalon foglalási rendszerében. Ezzel az e-mail-címmel jelentkezik be (${f.email}).`,
      `Jelszavát ezen a linken választhatja ki ${f.validDays} napon belül; a link egyszer használható: ${f.resetUrl}`,
      `Utána itt jelentkezhet be: ${f.signInUrl}`,
      'Ha a link lejárt, kérjen újat a szalon tulajdonosától.',
    ]),
  }),
  waitlist_offer: (f: WaitlistOfferFacts) => ({
    subject: `Felszabadult egy időpont az Ön számára – ${f.salon.name.trim()}`,
    body: letter([
      WORDS.greeting(greetingName(f.customerName)),
      'Felszabadult egy időpont, amelyre várt, és fenntartjuk Önnek:',
      [`Szolgáltatás: ${f.serviceName}`, `Időpont: ${formatLongDate(f.date, { language: 'hu' })} ${HELD.time}`, ...(f.stylistName ? [`Munkatárs: ${f.stylistName}`] : [])],
      `Az időpont az Öné, ha ${HELD.until}-ig elfogadja; utána a következő várakozó kapja meg. Itt megtekintheti és elfogadhatja: ${f.offerUrl}`,
      [WORDS.regards, signature(f.salon, WORDS.labels)],
      `Ha már nem szeretne a várólistán szerepelni: ${f.leaveUrl}`,
    ]),
  }),
  waitlist_joined: (f: WaitlistJoinedFacts) => ({
    subject: `Felírtuk a várólistára – ${f.salon.name.trim()}`,
    body: letter([
      WORDS.greeting(greetingName(f.customerName)),
      'Felírtuk a várólistánkra:',
      [`Szolgáltatás: ${f.serviceName}`, `Nap: ${formatLongDate(f.date, { language: 'hu' })}, ${f.fromTime} és ${f.untilTime} között`, ...(f.stylistName ? [`Munkatárs: ${f.stylistName}`] : [])],
      `Ha felszabadul egy Önnek megfelelő időpont, fenntartjuk Önnek, és e-mailben küldünk egy linket az elfogadásához. Várólistás helyét itt láthatja: ${f.offerUrl}`,
      [WORDS.regards, signature(f.salon, WORDS.labels)],
      `Ha már nem szeretne a várólistán szerepelni: ${f.leaveUrl}`,
    ]),
  }),
  calendarSummary: (f) => `${f.serviceName} – ${f.salon.name.trim()}`,
};
