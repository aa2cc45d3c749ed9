import type { EventEmitter } from 'node:events';

type NodeRequest = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> };
export type Line = 'write' | 'staff' | 'read' | 'prefetch';
export type AdmissionOptions = { limit: number; queue: number; maxWaitMs: number; readWaitMs: number; reserve: number; retryAfterS: number };

export const PRIORITY: Record<Line, number>;
export const ADMISSION_DEFAULTS: { limit: number; queue: number; maxWaitMs: number; readWaitMs: number; retryAfterS: number };
export function requestKind(request: NodeRequest): 'bypass' | Line;
export function admissionOptions(env: Record<string, string | undefined>): AdmissionOptions;
export const CALM: { waitMs: number; overloadForMs: number };
export function createAdmission(options: Omit<AdmissionOptions, 'retryAfterS'> & { calm?: typeof CALM }): {
  admit(kind: Line, res: EventEmitter, serve: () => unknown, shed: () => void): void;
  state(): { inFlight: number; waiting: number };
  saturated(): boolean;
};
