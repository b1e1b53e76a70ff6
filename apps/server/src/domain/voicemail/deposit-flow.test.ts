import { describe, expect, it } from "vitest";
import {
  FakeVoicemailMedia,
  fakeWav,
  namedPrompts,
  type CallerStep,
} from "../../test-support/fake-voicemail-media";
import { depositRoute } from "../../test-support/voicemail-route";
import { ManualClock } from "../../test-support/manual-clock";
import { MemoryVoicemailStore } from "../../test-support/memory-voicemail-store";
import { depositMessage, MAX_MESSAGES_PER_MAILBOX } from "./deposit-flow";

const route = depositRoute();

function deposit(steps: CallerStep[], store = new MemoryVoicemailStore()) {
  const { prompts, names } = namedPrompts();
  const media = new FakeVoicemailMedia(names, steps);
  const clock = new ManualClock();
  const run = depositMessage(media, route, "call-1", {
    store,
    prompts,
    wav: fakeWav,
    clock,
    maxMessageMs: 180_000,
  });
  return { media, store, run, clock };
}

describe("leaving a message", () => {
  it("plays the default greeting and the tone, records until # and stores it with the caller", async () => {
    const { media, store, run, clock } = deposit([{ speak: 4_200 }]);
    expect(await run).toMatchObject({ kind: "stored", durationSeconds: 4 });
    expect(media.played).toEqual(["greeting", "tone", "goodbye"]);
    expect(store.messages).toEqual([
      expect.objectContaining({
        userId: "alice",
        tenantId: "t1",
        callerNumber: "400011002",
        callerName: "Bob Brown",
        durationSeconds: 4,
        receivedAt: new Date(clock.now()),
        callId: "call-1",
        wav: Buffer.from(`wav:${4_200 * 8}`),
      }),
    ]);
  });

  it("keeps a message the caller ends by hanging up, and says nothing more", async () => {
    const { media, store, run } = deposit([{ speak: 2_000, endedBy: "ended" }]);
    expect(await run).toMatchObject({ kind: "stored", durationSeconds: 2 });
    expect(media.played).toEqual(["greeting", "tone"]);
    expect(store.messages).toHaveLength(1);
  });

  it("plays the owner's own greeting when they recorded one", async () => {
    const store = new MemoryVoicemailStore();
    store.greetings.set("alice", Buffer.from("wav:1234"));
    const { media, run } = deposit([{ speak: 1_500 }], store);
    await run;
    expect(media.played[0]).toBe("audio(1234)");
  });

  it("falls back to the default greeting when the owner's does not decode", async () => {
    const store = new MemoryVoicemailStore();
    store.greetings.set("alice", Buffer.from("garbage"));
    const { media, run } = deposit([{ speak: 1_500 }], store);
    await run;
    expect(media.played[0]).toBe("greeting");
  });

  it("stops at the limit and keeps what was said", async () => {
    const { media, run } = deposit([{ speak: 500_000 }]);
    expect(await run).toMatchObject({ kind: "stored", durationSeconds: 180 });
    expect(media.recordings).toEqual([{ maxMs: 180_000 }]);
  });

  it("records nothing into a full mailbox, and tells the caller", async () => {
    const store = new MemoryVoicemailStore();
    for (let n = 0; n < MAX_MESSAGES_PER_MAILBOX; n++) {
      await store.save({ ...route, wav: Buffer.from("wav:8"), durationSeconds: 1, receivedAt: new Date(0) });
    }
    const { media, run } = deposit([{ speak: 4_000 }], store);
    expect(await run).toEqual({ kind: "mailbox-full" });
    expect(media.played).toEqual(["mailbox-full"]);
    expect(media.recordings).toEqual([]);
    expect(store.messages).toHaveLength(MAX_MESSAGES_PER_MAILBOX);
  });

  it("keeps nothing under a second", async () => {
    const { media, store, run } = deposit([{ speak: 900 }]);
    expect(await run).toEqual({ kind: "too-short" });
    expect(media.played).toEqual(["greeting", "tone", "too-short"]);
    expect(store.messages).toEqual([]);
  });

  it("records nothing when the caller hangs up during the greeting", async () => {
    const { media, store, run } = deposit(["hang-up"]);
    expect(await run).toEqual({ kind: "hung-up" });
    expect(media.recordings).toEqual([]);
    expect(store.messages).toEqual([]);
  });
});
