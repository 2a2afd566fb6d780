// The Hono environment the gateway fills and every route reads. It sits at the bottom of the backend, beside
// config.ts, so the routes, the gateway and the app that composes them all import it downward.
import type { RequestAuth } from './db/request-auth';

export interface TokenProblem {
  message: string;
  expired: boolean;
}

/** What the gateway resolves for every request, read by the routes behind it. */
export type AppEnv = {
  Variables: {
    /** The role and claims of the bearer token (or of the API key when no bearer is sent). */
    auth: RequestAuth;
    /** Set when a bearer token was sent but failed verification. */
    tokenProblem?: TokenProblem;
    /** The raw bearer token, when one was sent. */
    bearer?: string;
    /** The client's address: the socket's, or X-Forwarded-For's as far as trusted proxies wrote it (gateway/client-address.ts). */
    clientAddress: string;
    /** The request's id: the caller's x-request-id, else generated (gateway/request-log.ts). */
    requestId: string;
  };
};
