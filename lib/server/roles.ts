// The role tiers: the one list of who may do what, read by the route rules (pages and the
// admin navigation) and by lib/data (every staff-side function asserts its tier). Pure.
import type { Role } from '@/lib/db/schema';

/**
 * Everyone who works in a salon: the dashboards and the appointments (list, search, detail,
 * edit, status, availability, Instagram import).
 */
export const STAFF_ROLES: readonly Role[] = ['admin', 'owner', 'staff'];

/** Who works in one salon (not admins): e-mails about its online bookings. */
export const SALON_MEMBER_ROLES: readonly Role[] = ['owner', 'staff'];

/** Who runs a salon: services, staff, settings, stations, days off, analytics. */
export const MANAGER_ROLES: readonly Role[] = ['admin', 'owner'];

/** The platform's own: every salon (create, edit, delete, the slug check). */
export const ADMIN_ONLY: readonly Role[] = ['admin'];
