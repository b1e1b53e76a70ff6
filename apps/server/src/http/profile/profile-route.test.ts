import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { profileDataSchema } from "@mobex/contracts/profile";
import { errorCatalogue } from "@mobex/contracts/errors";
import { exchange, postApi, signIn } from "../../test-support/api-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";

describe("the profile (POST /webrtc/api/)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      publicUrl: "https://phone.example.com",
      stunUrls: ["stun:stun.example.com:3478"],
    });
  });
  afterAll(() => t.close());

  it("answers every profile field for the caller", async () => {
    const { jwetoken } = await signIn(t.app, "alice@example.com");
    const answer = await postApi(t.app, "/webrtc/api/", { token: jwetoken, name: "400011001" });
    expect(answer.status).toBe(200);
    const profile = z.strictObject(profileDataSchema.shape).parse(answer.body.data);
    expect(profile).toEqual({
      cpb: "1",
      m_status: "",
      q_status: "",
      display: "Alice Adams",
      callerid_internal: "400011001",
      name: "Alice Adams",
      description: "",
      callername_internal: "Alice Adams",
      dnd: "0",
      mailbox: "1001",
      webrtc_id: expect.stringMatching(/.+/) as string,
      online_status: "O",
      chat_support: "1",
      chat_disabled: "0",
      video_support: "1",
      conference: "1",
      busylight: "1",
      email: "alice@example.com",
      phone: "400011001",
      extension: "1001",
      tenant: "Example Ltd",
      status_text: "",
      sip_ws_url: "wss://phone.example.com/sip",
      xmpp_ws_url: "wss://phone.example.com/xmpp-websocket",
      video_socket_url: "https://phone.example.com/video",
      sip_domain: "mobex.local",
      stun_servers: ["stun:stun.example.com:3478"],
    });
  });

  it("only ever answers the caller, whatever name is asked for", async () => {
    const { jwetoken } = await signIn(t.app, "oscar@globex.example");
    const answer = await postApi(t.app, "/webrtc/api/", { token: jwetoken, name: "400011001" });
    expect(answer.body.data).toMatchObject({
      email: "oscar@globex.example",
      phone: "400022001",
      tenant: "Globex",
    });
  });

  it("refuses the JWE (407) once the licence is withdrawn, and its renewal (404), so the client logs out", async () => {
    const { jwetoken, otp } = await signIn(t.app, "bob@example.com");
    await t.app.services.admin.execute({ command: "user.update", email: "bob@example.com", licensed: false });
    const answer = await postApi(t.app, "/webrtc/api/", { token: jwetoken });
    expect(answer.body.responses[0]).toEqual(errorCatalogue.jweTokenExpired);
    expect((await exchange(t.app, "bob@example.com", otp)).status).toBe(404);
  });

  it("reflects feature flags changed by the administrator", async () => {
    const { jwetoken } = await signIn(t.app, "carol@example.com");
    await t.app.services.admin.execute({
      command: "user.update",
      email: "carol@example.com",
      features: ["cpb", "chat_disabled"],
    });
    const answer = await postApi(t.app, "/webrtc/api/", { token: jwetoken });
    expect(answer.body.data).toMatchObject({
      cpb: "1",
      chat_support: "0",
      chat_disabled: "1",
      video_support: "0",
      conference: "0",
      busylight: "0",
    });
  });
});
