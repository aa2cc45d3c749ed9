export function serverOptions(
  args: string[],
  env: Record<string, string | undefined>,
): { port: number; hostname: string | undefined; trustedProxies: number; publicHost: string | undefined };
