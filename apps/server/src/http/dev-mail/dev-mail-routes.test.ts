import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devMailListSchema } from "@mobex/contracts/dev-mail";
import { requestToken } from "../../test-support/api-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";

describe("the dev mailbox (dev mail transport)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await requestToken(t.app, "alice@example.com");
    t.clock.advance(1000);
    await requestToken(t.app, "bob@example.com");
  });
  afterAll(() => t.close());

  it("keeps every message as an .eml file under DATA_DIR/mail", () => {
    const files = readdirSync(join(t.config.dataDir, "mail")).filter((name) => name.endsWith(".eml"));
    expect(files).toHaveLength(2);
    const eml = readFileSync(join(t.config.dataDir, "mail", files[0]!), "utf8");
    expect(eml).toMatch(/^Subject: Your Mobex sign-in token$/m);
  });

  it("lists messages newest first as JSON, filtered by recipient", async () => {
    const all = devMailListSchema.parse((await t.app.inject({ url: "/dev/mail.json" })).json());
    expect(all.messages.map((message) => message.to)).toEqual(["bob@example.com", "alice@example.com"]);
    const alices = devMailListSchema.parse(
      (await t.app.inject({ url: "/dev/mail.json?to=Alice@Example.com" })).json(),
    );
    expect(alices.messages).toHaveLength(1);
    expect(alices.messages[0]).toMatchObject({
      to: "alice@example.com",
      subject: "Your Mobex sign-in token",
    });
    expect(alices.messages[0]?.token).toMatch(/^\d{6}$/);
  });

  it("gives a message as it would have gone out by its id, and nothing for a made-up one", async () => {
    const [newest] = devMailListSchema.parse((await t.app.inject({ url: "/dev/mail.json" })).json()).messages;
    const eml = await t.app.inject({ url: `/dev/mail/${newest?.id}.eml` });
    expect([eml.statusCode, eml.headers["content-type"]]).toEqual([200, "message/rfc822"]);
    expect(eml.body).toMatch(/^To: bob@example\.com$/m);
    for (const id of ["..%2F..%2Fsecrets", "00000000000000-0000000000-00000000"]) {
      expect((await t.app.inject({ url: `/dev/mail/${id}.eml` })).statusCode).toBe(404);
    }
  });

  it("shows a readable page with the tokens", async () => {
    const response = await t.app.inject({ url: "/dev/mail" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    const tokens = devMailListSchema
      .parse((await t.app.inject({ url: "/dev/mail.json" })).json())
      .messages.map((m) => m.token);
    for (const token of tokens) expect(response.body).toContain(`<div class="token">${token}</div>`);
  });

  it("refuses clients that are not on this machine with 403", async () => {
    for (const url of ["/dev/mail", "/dev/mail.json", "/dev/mail/00000000000000-0000000000-00000000.eml"]) {
      const remote = await t.app.inject({ url, remoteAddress: "203.0.113.7" });
      expect(remote.statusCode).toBe(403);
      expect(remote.body).not.toContain("alice");
    }
  });

  it("refuses a request relayed by a local reverse proxy", async () => {
    const relayed = await t.app.inject({
      url: "/dev/mail.json",
      headers: { "x-forwarded-for": "203.0.113.7" },
    });
    expect(relayed.statusCode).toBe(403);
  });
});

describe("the dev mailbox with SMTP configured", () => {
  it("does not exist", async () => {
    const t = await createTestApp({ smtpUrl: "smtp://127.0.0.1:1" });
    try {
      expect((await t.app.inject({ url: "/dev/mail.json" })).statusCode).toBe(404);
      expect((await t.app.inject({ url: "/dev/mail" })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
