type NodeRequest = { method?: string; headers: Record<string, string | string[] | undefined> };
export function parsePublicHost(value: string | undefined): string | undefined;
export function isActionRequest(request: NodeRequest): boolean;
export function refuseForeignAction(request: NodeRequest, options: { trustedProxies: number; publicHost: string | undefined }): boolean;
