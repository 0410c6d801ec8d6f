import { Failure } from '@felt/contract';
import {
  exportTenant,
  importTenant,
  listTenants,
  type OperatorCallDef,
  type TenantFile,
} from '@felt/contract/operator';
import type { z } from 'zod';
import { platformFetch } from '@/lib/api/platform-client.server';
import { env } from '@/lib/env.server';

// The platform's operator calls the gallery makes (the tenant list, export and import of @felt/contract/operator),
// with the operator key, from the server only: the BFF never forwards them, and the key never reaches a browser.

/**
 * The answer's value, or why there is none: `answered` when the platform refused (its message key and first failing
 * field), not when it could not be asked or broke the contract.
 */
export type OperatorResult<T> = { ok: true; value: T } | { ok: false; answered: boolean; reason: string };

const IMPORT_TIMEOUT_MS = 30_000;

async function operatorCall<C extends OperatorCallDef>(
  call: C,
  path: string,
  body?: unknown,
): Promise<OperatorResult<z.infer<C['response']>>> {
  let json: unknown;
  try {
    const response = await platformFetch(path, {
      method: call.method,
      headers: {
        accept: 'application/json',
        'x-operator-key': env.FELT_OPERATOR_KEY ?? '',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body), signal: AbortSignal.timeout(IMPORT_TIMEOUT_MS) }),
    });
    json = await response.json();
  } catch (error) {
    console.warn(`Gallery: operator call ${path} failed: ${(error as Error).message}`);
    return { ok: false, answered: false, reason: 'serviceUnavailable' };
  }
  const answer = call.response.safeParse(json);
  if (answer.success) return { ok: true, value: answer.data as z.infer<C['response']> };
  const failure = Failure.safeParse(json);
  if (!failure.success) return { ok: false, answered: false, reason: 'serviceUnavailable' };
  const field = failure.data.errors?.[0];
  const reason = field ? `${failure.data.message}: ${field.path}: ${field.message}` : failure.data.message;
  return { ok: false, answered: true, reason };
}

export const operatorTenants = async () => {
  const result = await operatorCall(listTenants, listTenants.path);
  return result.ok ? { ok: true as const, value: result.value.value } : result;
};

export const operatorExport = async (domain: string) => {
  const result = await operatorCall(exportTenant, exportTenant.path.replace('{domain}', encodeURIComponent(domain)));
  return result.ok ? { ok: true as const, value: result.value.value } : result;
};

export const operatorImport = (file: TenantFile) => operatorCall(importTenant, importTenant.path, file);
