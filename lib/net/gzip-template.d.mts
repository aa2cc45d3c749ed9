export function gzipTemplate(body: Buffer, placeholder: string): { fill(value: string): Buffer; gzip(value: string): Buffer };
