type NodeRequest = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> };
export type BusyWords = { title: string; body: string; retry: string; action: string };
export function loadBusyWords(messagesDir: URL): Record<string, BusyWords>;
export function busyLanguage(request: NodeRequest): 'en' | 'hu';
export function busyAnswer(request: NodeRequest, wordsByLocale: Record<string, BusyWords>, retryAfterS: number): { status: number; headers: Record<string, string>; body: string };
