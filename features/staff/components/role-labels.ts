import type { MemberRole } from '@/features/staff/schema';

export const ROLE_LABELS: Record<MemberRole, string> = { staff: 'Staff', owner: 'Owner' };
