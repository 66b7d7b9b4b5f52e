/**
 * A real platform server for the unit tests of the main-process handlers and the browser
 * host: embedded PostgreSQL in a temporary folder, demo seed, OTP cooldown shortened so a
 * test file can sign the same person in several times.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { startPlatformServer } from '../../../src/server/start';

export const DEMO_ADMIN = { mobile_number: '971500000001', email: 'admin@example.org' } as const;
export const DEMO_USER = { mobile_number: '971500000002', email: 'user@example.org' } as const;

/** Limits loose enough for a test file that signs in many times from one address. */
export const TEST_OTP_POLICY = {
  resendCooldownMs: 1,
  maxResendCooldownMs: 1,
  maxCodesPerIdentityPerDay: 1_000,
  maxWrongCodesPerIdentityPerDay: 1_000,
  maxGeneratesPerIpPerWindow: 1_000,
  maxVerifiesPerIpPerWindow: 1_000,
};

export async function startTestPlatform() {
  const dataDir = await mkdtemp(join(tmpdir(), 'platform-'));
  const server = await startPlatformServer({ port: 0, dataDir, seed: 'demo', logger: false, otpPolicy: TEST_OTP_POLICY, devOutbox: true });
  return {
    url: server.url,
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A test platform for the whole file: started before its tests, closed after them. */
export function useTestPlatform(): { readonly url: string } {
  let platform: Awaited<ReturnType<typeof startTestPlatform>> | undefined;
  beforeAll(async () => {
    platform = await startTestPlatform();
  }, 120_000);
  afterAll(async () => {
    await platform?.close();
  });
  return {
    get url() {
      if (!platform) throw new Error('the test platform has not started');
      return platform.url;
    },
  };
}

/** The code of the newest message to `to` in the dev outbox (the server's outbox mode). */
export async function latestOtp(serverUrl: string, to: string): Promise<string> {
  const response = await fetch(`${serverUrl}/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  const { messages } = (await response.json()) as { messages: Array<{ text: string }> };
  const code = messages[0]?.text.match(/\b(\d{4})\b/)?.[1];
  if (!code) throw new Error(`No code in the outbox for ${to}`);
  return code;
}

/** Whether the server still accepts a session token. */
export async function tokenIsLive(serverUrl: string, session: { token: string; objectId: string }): Promise<boolean> {
  const response = await fetch(`${serverUrl}/token/verify`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, 'x-object-id': session.objectId, 'content-type': 'application/json' },
    body: '{}',
  });
  return response.status === 200;
}

/** Signs in over the server's HTTP API directly, bypassing the handlers (to make sessions they would refuse). */
export async function signInDirectly(serverUrl: string, identity: { mobile_number: string }): Promise<{ token: string; objectId: string }> {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${serverUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify(body),
    }).then(async (response) => {
      expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
      return response.json() as Promise<Record<string, unknown>>;
    });
  const challenge = await post('/otp/generate', identity);
  const otp = await latestOtp(serverUrl, identity.mobile_number);
  const verified = await post('/otp/verify', { otp, timestamp: challenge.timestamp, ...identity }, challenge.access_token as string);
  return { token: verified.access_token as string, objectId: verified.object_id as string };
}
