import { stopRemindersByToken } from '@/features/booking/data/manage-links';
import { cappedText } from '@/lib/server/action-body';
import { PRIVATE_LINK_HEADERS } from '@/lib/server/private-link-headers';
import { REMINDERS_STOPPED_MESSAGE } from '@/lib/validation/booking-rules';
import { serverMessages } from '@/lib/i18n/server-messages';
import { bookingByToken } from '@/features/booking/visitor-locale';

// The stop link of every customer message, also its List-Unsubscribe header (RFC 8058). The
// token in the path is the authority, as for the manage page: a mail client's one-click POST
// comes without cookies, so there is no session or CSRF token to ask for.

/** `List-Unsubscribe=One-Click` or the manage page's empty form; anything longer is refused. */
const BODY_LIMIT = 512;
const ONE_CLICK = 'List-Unsubscribe=One-Click';

type Context = { params: Promise<{ token: string }> };

/** The manage page, at its reminder section. */
const toManagePage = async (params: Context['params'], query = '') =>
  new Response(null, { status: 303, headers: { ...PRIVATE_LINK_HEADERS, Location: `/book/manage/${encodeURIComponent((await params).token)}${query}#reminders` } });

/** Link scanners fetch links: a GET changes nothing, the manage page asks first. */
export async function GET(_request: Request, { params }: Context) {
  return toManagePage(params, '?reminders=stop');
}

/** Stops the booking's reminders: a plain answer for the mail client, the manage page for the visitor. */
export async function POST(request: Request, { params }: Context) {
  const body = Number(request.headers.get('content-length')) > BODY_LIMIT ? null : await cappedText(request, BODY_LIMIT);
  if (body === null) return new Response('Request body too large', { status: 413, headers: PRIVATE_LINK_HEADERS });
  const { token } = await params;
  if (!(await stopRemindersByToken(token))) return new Response('Not found', { status: 404, headers: PRIVATE_LINK_HEADERS });
  if (body.trim() === ONE_CLICK) {
    // The answer is in the booking's language (the mail client shows it to the customer).
    const render = serverMessages((await bookingByToken(token))?.language ?? 'en');
    return new Response(render(REMINDERS_STOPPED_MESSAGE), { headers: { ...PRIVATE_LINK_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  return toManagePage(params);
}
