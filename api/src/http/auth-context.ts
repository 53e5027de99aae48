/**
 * Who a signed-in request is: the user and the token it came with. Apart from auth-hook.ts so
 * that the token service, which produces it, does not import the hook that uses the service.
 */

export interface AuthContext {
  userId: number;
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
