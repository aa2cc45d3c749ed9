import type { MemberRole } from '@/lib/validation/staff';

export const ROLE_LABELS: Record<MemberRole, string> = { staff: 'Staff', owner: 'Owner' };
