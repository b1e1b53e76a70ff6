import { createHash } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  voicemailAudioEndpoint,
  voicemailDeleteEndpoint,
  voicemailHeardEndpoint,
  voicemailListEndpoint,
} from "@mobex/contracts/voicemail-box";
import { voicemailDefaultsEndpoint } from "@mobex/contracts/voicemail-settings";
import { VOICEMAIL_MAX_FILE_BYTES } from "../../domain/voicemail/voicemail-files";
import { postApi, signIn, type Session } from "../../test-support/api-client";
import { createTestApp, type TestApp } from "../../test-support/test-app";

const ALICE = "400011001";
const BOB = "400011002";
const OSCAR = "400022001";
const CHECK = "/webrtc/mobex/messages/checknew";

/** Bytes that stand for a recording: the store keeps and serves them as they are. */
const wavOf = (seed: string) => Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4000, seed)]);
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("the visual voicemail's store and routes (voicemail/list, audio, heard, delete)", () => {
  let t: TestApp;
  let alice: Session;
  let bob: Session;
  let oscar: Session;
  const changes: string[] = [];

  const post = (session: Session, path: string, body: Record<string, unknown> = {}) =>
    postApi(t.app, path, { token: session.jwetoken, ...body });
  const audio = (session: Session, id: string) =>
    t.app.inject({
      method: "POST",
      url: voicemailAudioEndpoint.path,
      payload: { token: session.jwetoken, id },
    });
  const list = async (session: Session) =>
    (await post(session, voicemailListEndpoint.path)).body.data as {
      messages: { id: string; heard: boolean }[];
    };
  const countNew = async (session: Session, phone: string) =>
    ((await post(session, CHECK, { phone })).body.data as { count: number }).count;

  async function leave(phone: string, seed: string, minutesAgo: number) {
    const user = (await t.app.services.users.findByPhone(phone))!;
    const wav = wavOf(seed);
    const { id } = await t.app.services.voicemail.save({
      tenantId: user.tenantId,
      userId: user.id,
      callerNumber: BOB,
      callerName: "Bob Brown",
      wav,
      durationSeconds: 7.6,
      receivedAt: new Date(1_736_150_000_000 - minutesAgo * 60_000),
      callId: `call-${seed}`,
    });
    return { id, user, wav };
  }

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signIn(t.app, "alice@example.com");
    bob = await signIn(t.app, "bob@example.com");
    oscar = await signIn(t.app, "oscar@globex.example");
    t.app.services.voicemail.onChange((userId) => changes.push(userId));
  });
  afterAll(() => t.close());

  it("saves the recording 0600 in a 0700 folder per tenant and user, and lists it newest first", async () => {
    const older = await leave(ALICE, "a", 30);
    const newer = await leave(ALICE, "b", 5);
    const path = join(t.config.dataDir, "voicemail", older.user.tenantId, older.user.id);
    expect(readdirSync(path).sort()).toEqual([`${newer.id}.wav`, `${older.id}.wav`].sort());
    expect(statSync(join(path, `${older.id}.wav`)).mode & 0o777).toBe(0o600);
    for (const folder of [join(t.config.dataDir, "voicemail"), join(path, ".."), path]) {
      expect(statSync(folder).mode & 0o777).toBe(0o700);
    }
    expect(changes).toEqual([older.user.id, older.user.id]);

    const answer = await post(alice, voicemailListEndpoint.path);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      messages: [newer, older].map(({ id }, index) => ({
        id,
        caller_number: BOB,
        caller_name: "Bob Brown",
        received_at: new Date(1_736_150_000_000 - [5, 30][index]! * 60_000).toISOString(),
        duration: 8,
        heard: false,
      })),
    });
    expect(await countNew(alice, ALICE)).toBe(2);
  });

  it("serves the owner the very bytes as audio/wav, and nobody else", async () => {
    const { id, wav } = await leave(ALICE, "c", 1);
    const own = await audio(alice, id);
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("audio/wav");
    expect(sha256(own.rawPayload)).toBe(sha256(wav));

    for (const stranger of [bob, oscar]) {
      const answer = await audio(stranger, id);
      expect([answer.statusCode, answer.json()]).toEqual([
        410,
        {
          status: "error",
          responses: [{ code: 410, message: "This voicemail message no longer exists" }],
          data: null,
        },
      ]);
    }
    expect((await list(bob)).messages).toEqual([]);
    expect((await list(oscar)).messages).toEqual([]);
  });

  it("marks heard and new again, answering the new count; another user's message is 410 and stays new", async () => {
    const { id } = await leave(ALICE, "d", 2);
    const before = await countNew(alice, ALICE);
    changes.length = 0;

    for (const stranger of [bob, oscar]) {
      const answer = await post(stranger, voicemailHeardEndpoint.path, { id, heard: true });
      expect([answer.status, answer.body.data]).toEqual([410, null]);
    }
    expect(await countNew(alice, ALICE)).toBe(before);
    expect(changes).toEqual([]);

    const heard = await post(alice, voicemailHeardEndpoint.path, { id, heard: true });
    expect([heard.status, heard.body.data]).toEqual([200, { count: before - 1 }]);
    expect((await list(alice)).messages.find((m) => m.id === id)?.heard).toBe(true);
    const again = await post(alice, voicemailHeardEndpoint.path, { id, heard: false });
    expect(again.body.data).toEqual({ count: before });
    expect(changes).toHaveLength(2);
  });

  it("deletes the row and its file for the owner only", async () => {
    const { id, user } = await leave(ALICE, "e", 3);
    const file = join(t.config.dataDir, "voicemail", user.tenantId, user.id, `${id}.wav`);
    expect(existsSync(file)).toBe(true);

    for (const stranger of [bob, oscar]) {
      expect((await post(stranger, voicemailDeleteEndpoint.path, { id })).status).toBe(410);
    }
    expect(existsSync(file)).toBe(true);

    const before = await countNew(alice, ALICE);
    const answer = await post(alice, voicemailDeleteEndpoint.path, { id });
    expect([answer.status, answer.body.data]).toEqual([200, { count: before - 1 }]);
    expect(existsSync(file)).toBe(false);
    expect((await list(alice)).messages.map((m) => m.id)).not.toContain(id);
    expect((await audio(alice, id)).statusCode).toBe(410);
    expect((await post(alice, voicemailDeleteEndpoint.path, { id })).status).toBe(410);
  });

  it("answers 410 when the recording's file is gone or larger than what it serves", async () => {
    const { id, user } = await leave(ALICE, "f", 4);
    const file = join(t.config.dataDir, "voicemail", user.tenantId, user.id, `${id}.wav`);
    await writeFile(file, Buffer.alloc(VOICEMAIL_MAX_FILE_BYTES + 1));
    expect((await audio(alice, id)).statusCode).toBe(410);
    await rm(file);
    expect((await audio(alice, id)).statusCode).toBe(410);
  });

  it("refuses bad ids and bodies with 400 naming the field", async () => {
    const { id } = await leave(ALICE, "g", 6);
    const cases: [string, Record<string, unknown>, string][] = [
      [voicemailAudioEndpoint.path, { id: "../../secrets.json" }, "id"],
      [voicemailDeleteEndpoint.path, {}, "id"],
      [voicemailHeardEndpoint.path, { id }, "heard"],
      [voicemailHeardEndpoint.path, { id, heard: "yes" }, "heard"],
      [voicemailHeardEndpoint.path, { id: 42, heard: true }, "id"],
    ];
    for (const [path, body, field] of cases) {
      const answer = await post(alice, path, body);
      expect([path, answer.status]).toEqual([path, 400]);
      expect(answer.body.responses[0]?.message).toContain(field);
    }
  });

  it("keeps the user's greeting beside the messages", async () => {
    const user = (await t.app.services.users.findByPhone(OSCAR))!;
    const store = t.app.services.voicemail;
    expect(await store.greeting(user.id)).toBeUndefined();
    await store.saveGreeting(user.id, user.tenantId, wavOf("greeting"));
    expect(sha256((await store.greeting(user.id))!)).toBe(sha256(wavOf("greeting")));
    const path = join(t.config.dataDir, "voicemail", user.tenantId, user.id, "greeting.wav");
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it("answers the caller's own tenant's defaults (voicemail/defaults), as the settings show them", async () => {
    const defaultsOf = async (session: Session) =>
      (await post(session, voicemailDefaultsEndpoint.path)).body.data as Record<string, unknown>;
    // The test app's platform default: voicemail off unless turned on (VOICEMAIL_ENABLED).
    expect(await defaultsOf(alice)).toEqual({ enabled: false, noAnswerSeconds: 25, emailRecording: false });
    const tenantId = (await t.app.services.users.findByPhone(ALICE))!.tenantId;
    await t.app.services.voicemailSettingsRepository.setTenantDefaults(
      tenantId,
      { noAnswerSeconds: 40, attachRecording: true },
      new Date(),
    );
    await t.app.services.voicemailSettings.tenantChanged(tenantId);
    expect(await defaultsOf(bob)).toMatchObject({ noAnswerSeconds: 40 });
    // Another tenant keeps its own.
    expect(await defaultsOf(oscar)).toMatchObject({ noAnswerSeconds: 25 });
  });
});
