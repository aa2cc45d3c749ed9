import { serveClientExport } from '@/features/clients/serve-export';
import { getCurrentUser } from '@/lib/auth/session';
import { callerOf } from '@/lib/server/access';

/** One client's data as a download (owners): JSON, or the visits as CSV with ?format=csv. */
export async function GET(request: Request, { params }: { params: Promise<{ clientId: string }> }) {
  return serveClientExport(request, (await params).clientId, callerOf(await getCurrentUser()));
}
