import { CALL_FAILURES, type CallDef, Failure, isSuccess } from '@felt/contract';
import type { z } from 'zod';
import { env } from '@/lib/env.server';
import { platformExchange } from './platform-transport.server';

// The one client for the platform (STYLE: one fetch client). Server code only: server components,
// the proxy and the BFF. Answers are validated against the contract; a platform that cannot be
// reached, answers 5xx or breaks the contract becomes the CALL_FAILURES shape of the call's group.

export type CallAnswer<C extends CallDef> = (z.infer<C['response']> & { statusCode: number }) | Failure;

const TIMEOUT_MS = 8_000;

export function callFailure(call: CallDef): Failure {
  const group = CALL_FAILURES[call.failure];
  return { statusCode: group.statusCode, message: group.statusMessage, statusMessage: group.statusMessage };
}

/** True when the answer is a transport failure made here, not an answer of the platform. */
export function isCallFailure(call: CallDef, answer: { statusCode?: unknown; message?: unknown }): boolean {
  const group = CALL_FAILURES[call.failure];
  return answer.statusCode === group.statusCode && answer.message === group.statusMessage;
}

/** A raw request to the platform; for answers that are not contract JSON (media). */
export function platformFetch(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${env.PLATFORM_URL}${path}`, {
    cache: 'no-store',
    signal: AbortSignal.timeout(TIMEOUT_MS),
    ...init,
  });
}

/** Calls the platform; `headers` carries request context such as the player's x-forwarded-for. */
export async function callPlatform<C extends CallDef>(
  call: C,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<CallAnswer<C>> {
  let json: unknown;
  try {
    const post = call.method === 'POST';
    const response = await platformExchange(
      call.method,
      call.path,
      post ? JSON.stringify(body ?? {}) : undefined,
      { accept: 'application/json', ...(post ? { 'content-type': 'application/json' } : {}), ...headers },
      TIMEOUT_MS,
    );
    if (response.status >= 500) return callFailure(call);
    json = JSON.parse(response.text);
  } catch (error) {
    console.warn(`Platform call ${call.path} failed: ${(error as Error).message}`);
    return callFailure(call);
  }
  return readAnswer(call, json);
}

function readAnswer<C extends CallDef>(call: C, json: unknown): CallAnswer<C> {
  if (isSuccess(json as { statusCode?: unknown })) {
    const parsed = call.response.safeParse(json);
    if (parsed.success) return parsed.data as CallAnswer<C>;
    console.error(`Platform answer of ${call.path} breaks the contract`, parsed.error.issues.slice(0, 5));
    return callFailure(call);
  }
  const failure = Failure.safeParse(json);
  return failure.success ? failure.data : callFailure(call);
}
