import { expect } from "vitest";
import { z } from "zod/mini";
import { historyItemSchema, type HistoryItem } from "@mobex/contracts/calls";
import { postApi } from "./api-client";
import { signInForSip, type SipAccount } from "./sip-accounts";
import type { TestApp } from "./test-app";

/**
 * The users of a SIP suite, each signed in once per suite, and their history as the client reads it
 * (once every call that ended so far is written). `app` is read lazily: suites build it in beforeAll.
 */
export function sipUsers(app: () => TestApp["app"]) {
  const accounts = new Map<string, SipAccount>();

  async function account(email: string): Promise<SipAccount> {
    let found = accounts.get(email);
    if (!found) accounts.set(email, (found = await signInForSip(app(), email)));
    return found;
  }

  async function history(email: string): Promise<HistoryItem[]> {
    await app().services.callRecords.drain();
    const user = await account(email);
    const answer = await postApi(app(), "/webrtc/mobex/cdrs/list", {
      token: user.jwetoken,
      phone: user.phone,
      limit: 100,
    });
    expect(answer.status).toBe(200);
    return z.array(historyItemSchema).parse(answer.body.data ?? []);
  }

  return { account, history };
}
