export function isDecodablePath(url: string): boolean;
