export declare const FORWARDING_HEADERS: readonly string[];
export declare function wasForwarded(headers: Record<string, unknown>): boolean;
export declare function opsAllowed(
  request: { headers: Record<string, unknown>; remoteAddress?: string },
  opsToken: string | null,
): boolean;
