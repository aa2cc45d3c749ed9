import 'server-only';
import { AccessError, type Caller } from '@/lib/server/access';
import { PRIVATE_LINK_HEADERS } from '@/lib/server/private-link-headers';
import { exportClient } from '@/features/clients/data/client-privacy';
import { exportFileName, visitsCsv } from '@/features/clients/export-files';
import { clientRefSchema } from '@/features/clients/schema';

// GET /admin/clients/<uuid>/export[?format=csv][&salon=<uuid> for an admin] (issue 33 item 7):
// one client's data as a download, the owner checked on the server (exportClient). Only the
// client's id is in the address; the answer is never cached.

const STATUS = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, SALON_REQUIRED: 400, PASSWORD_CHANGE_REQUIRED: 403 } as const;

const refused = (status: number) => new Response(null, { status, headers: PRIVATE_LINK_HEADERS });

export async function serveClientExport(request: Request, clientId: string, caller: Caller | null): Promise<Response> {
  const url = new URL(request.url);
  const format = url.searchParams.get('format') === 'csv' ? 'csv' : 'json';
  const ref = clientRefSchema.safeParse({ clientId, salonId: url.searchParams.get('salon') ?? undefined });
  if (!ref.success) return refused(404);
  if (caller?.mustChangePassword) return refused(403);
  try {
    const data = await exportClient(caller, ref.data);
    const body = format === 'csv' ? visitsCsv(data.appointments) : JSON.stringify({ exportedAt: new Date().toISOString(), ...data }, null, 2);
    return new Response(body, {
      headers: {
        ...PRIVATE_LINK_HEADERS,
        'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="${exportFileName(ref.data.clientId, format)}"`,
      },
    });
  } catch (error) {
    if (error instanceof AccessError) return refused(STATUS[error.code]);
    throw error;
  }
}
