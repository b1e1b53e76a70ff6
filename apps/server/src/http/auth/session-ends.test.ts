import { once } from "node:events";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { errorCatalogue } from "@mobex/contracts/errors";
import { postApi } from "../../test-support/api-client";
import { PhoneSet, signInForSip } from "../../test-support/sip-accounts";
import type { SipPhone } from "../../test-support/sip-phone";
import { createTestApp, type TestApp } from "../../test-support/test-app";

/*
 * Ending a device session (logout) or every session of a user (unlicensing, removal) ends what
 * they were trusted with at once: the JWE on every API call and the SIP registrations they made.
 */
let t: TestApp;
let phones: PhoneSet;

beforeAll(async () => {
  t = await createTestApp();
  const { sipUrl } = await t.listen();
  phones = new PhoneSet(sipUrl);
});
afterEach(() => phones.closeAll());
afterAll(() => t.close());

const bindingsOf = (phone: SipPhone) => t.app.planes.sip.registrar.bindings(phone.aor as never);

async function closed(phone: SipPhone): Promise<void> {
  if (phone.socket.readyState !== WebSocket.CLOSED) await once(phone.socket, "close");
}

/** A colleague's INVITE finds no device of the user any more. */
async function unreachable(callerEmail: string, dialled: string): Promise<number> {
  const caller = await phones.registered(await signInForSip(t.app, callerEmail));
  await caller.call(dialled);
  return (await caller.inbox.response((status) => status >= 300, "INVITE")).status;
}

describe("ending device sessions", () => {
  it("logout drops the device's SIP registration and closes its socket; the user's other device stays", async () => {
    const laptop = await signInForSip(t.app, "alice@example.com");
    t.clock.advance(61_000); // outside the 60 s in which otp/get mails no new token
    const desk = await signInForSip(t.app, "alice@example.com");
    const laptopPhone = await phones.registered(laptop);
    const deskPhone = await phones.registered(desk);
    expect(bindingsOf(laptopPhone)).toHaveLength(2);

    expect((await postApi(t.app, "/webrtc/mobex/logout/", { token: laptop.jwetoken })).status).toBe(200);
    await closed(laptopPhone);
    expect(bindingsOf(laptopPhone).map((binding) => binding.username)).toEqual([desk.username]);
    expect(deskPhone.socket.readyState).toBe(WebSocket.OPEN);
    // The laptop's credentials have not expired yet, but their device session has ended.
    const reopened = await phones.open(laptop);
    expect((await reopened.register()).status).toBe(403);

    expect((await postApi(t.app, "/webrtc/mobex/logout/", { token: desk.jwetoken })).status).toBe(200);
    await closed(deskPhone);
    expect([404, 480]).toContain(await unreachable("bob@example.com", "1001"));
  });

  it("unlicensing refuses the user's JWE at once (envelope 407) and drops their registrations", async () => {
    const carol = await signInForSip(t.app, "carol@example.com");
    const phone = await phones.registered(carol);
    expect((await postApi(t.app, "/webrtc/api/", { token: carol.jwetoken })).status).toBe(200);

    await t.app.services.admin.execute({
      command: "user.update",
      email: "carol@example.com",
      licensed: false,
    });

    const answer = await postApi(t.app, "/webrtc/api/", { token: carol.jwetoken });
    expect(answer.body.responses[0]).toEqual(errorCatalogue.jweTokenExpired);
    await closed(phone);
    expect(bindingsOf(phone)).toHaveLength(0);
    const again = await phones.open(carol);
    expect((await again.register()).status).toBe(403);
  });

  it("removing a user drops their registrations with their sessions", async () => {
    const dave = await signInForSip(t.app, "dave@example.com");
    const phone = await phones.registered(dave);
    await t.app.services.admin.execute({ command: "user.remove", email: "dave@example.com" });
    await closed(phone);
    expect(bindingsOf(phone)).toHaveLength(0);
    expect((await postApi(t.app, "/webrtc/api/", { token: dave.jwetoken })).body.responses[0]).toEqual(
      errorCatalogue.jweTokenExpired,
    );
  });
});
