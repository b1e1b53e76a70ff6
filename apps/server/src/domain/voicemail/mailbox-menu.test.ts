import { describe, expect, it } from "vitest";
import {
  FakeVoicemailMedia,
  fakeWav,
  namedPrompts,
  type CallerStep,
} from "../../test-support/fake-voicemail-media";
import { ManualClock } from "../../test-support/manual-clock";
import { MemoryVoicemailStore } from "../../test-support/memory-voicemail-store";
import { runMailboxMenu } from "./mailbox-menu";

const owner = { userId: "alice", tenantId: "t1" };
const key = (k: string): CallerStep => ({ key: k });

async function mailbox(
  steps: CallerStep[],
  prepare?: (store: MemoryVoicemailStore, clock: ManualClock) => Promise<void>,
) {
  const store = new MemoryVoicemailStore();
  const clock = new ManualClock();
  await prepare?.(store, clock);
  const { prompts, names } = namedPrompts();
  const media = new FakeVoicemailMedia(names, steps);
  await runMailboxMenu(media, owner, { store, prompts, wav: fakeWav, clock });
  return { media, store };
}

/** Two messages for Alice: an older saved one from 400011003 and a new one from 400011002 (3 hours old). */
async function twoMessages(store: MemoryVoicemailStore, clock: ManualClock): Promise<void> {
  const message = { tenantId: "t1", userId: "alice", callerName: "", durationSeconds: 2 };
  const saved = await store.save({
    ...message,
    callerNumber: "400011003",
    wav: Buffer.from("wav:111"),
    receivedAt: new Date(clock.now() - 2 * 86_400_000),
  });
  await store.markHeard("alice", saved.id, true);
  await store.save({
    ...message,
    callerNumber: "400011002",
    wav: Buffer.from("wav:222"),
    receivedAt: new Date(clock.now() - 3 * 3_600_000),
  });
  await store.save({
    ...message,
    userId: "bob",
    callerNumber: "1",
    wav: Buffer.from("wav:999"),
    receivedAt: new Date(clock.now()),
  });
}

const announceNew = [
  "message-from",
  "4",
  "0",
  "0",
  "0",
  "1",
  "1",
  "0",
  "0",
  "2",
  "received",
  "3",
  "ago-hours",
];
const announceSaved = [
  "message-from",
  "4",
  "0",
  "0",
  "0",
  "1",
  "1",
  "0",
  "0",
  "3",
  "received",
  "2",
  "ago-days",
];

describe("the mailbox menu", () => {
  it("tells the counts and leaves on *", async () => {
    const { media } = await mailbox([key("*")], twoMessages);
    expect(media.played).toEqual([
      "you-have",
      "1",
      "new-message",
      "1",
      "saved-message",
      "main-menu",
      "goodbye",
    ]);
  });

  it("plays new messages first with caller and age, then saved ones, and returns to the menu", async () => {
    const { media } = await mailbox([key("1"), key("3"), key("3"), key("*")], twoMessages);
    expect(media.played).toEqual([
      "you-have",
      "1",
      "new-message",
      "1",
      "saved-message",
      "main-menu",
      ...announceNew,
      "audio(222)",
      "message-options",
      ...announceSaved,
      "audio(111)",
      "message-options",
      "no-more-messages",
      "you-have",
      "1",
      "new-message",
      "1",
      "saved-message",
      "main-menu",
      "goodbye",
    ]);
  });

  it("replays on 1, saves on 9 (marks it heard) and deletes on 7, each for the owner only", async () => {
    const { media, store } = await mailbox([key("1"), key("1"), key("9"), key("7"), key("*")], twoMessages);
    expect(media.played).toEqual([
      "you-have",
      "1",
      "new-message",
      "1",
      "saved-message",
      "main-menu",
      ...announceNew,
      "audio(222)",
      "message-options",
      "audio(222)",
      "message-options",
      "message-saved",
      ...announceSaved,
      "audio(111)",
      "message-options",
      "message-deleted",
      "no-more-messages",
      "you-have",
      "0",
      "new-messages",
      "1",
      "saved-message",
      "main-menu",
      "goodbye",
    ]);
    expect(store.messages.map((m) => [m.userId, m.callerNumber, m.heardAt !== null])).toEqual([
      ["alice", "400011002", true],
      ["bob", "1", false],
    ]);
  });

  it("records a greeting on 5, ended by #", async () => {
    const { media, store } = await mailbox([key("5"), { speak: 3_000 }, key("*")]);
    expect(media.played).toEqual([
      "you-have",
      "0",
      "new-messages",
      "0",
      "saved-messages",
      "main-menu",
      "record-greeting",
      "tone",
      "greeting-saved",
      "you-have",
      "0",
      "new-messages",
      "0",
      "saved-messages",
      "main-menu",
      "goodbye",
    ]);
    expect(store.greetings.get("alice")).toEqual(Buffer.from(`wav:${3_000 * 8}`));
    expect(media.recordings).toEqual([{ maxMs: 60_000 }]);
  });

  it("keeps no greeting under a second", async () => {
    const { media, store } = await mailbox([key("5"), { speak: 400 }, key("*")]);
    expect(media.played).toContain("too-short");
    expect(store.greetings.size).toBe(0);
  });

  it("says goodbye after three readings without a key, and ignores keys it does not offer", async () => {
    const { media } = await mailbox([key("8")]);
    expect(media.played.filter((name) => name === "main-menu")).toHaveLength(4);
    expect(media.played.at(-1)).toBe("goodbye");
  });

  it("stops at once when the owner hangs up while a message plays", async () => {
    const { media, store } = await mailbox([key("1"), "hang-up"], twoMessages);
    expect(media.played.at(-1)).not.toBe("goodbye");
    expect(store.messages.filter((m) => m.userId === "alice" && m.heardAt === null)).toHaveLength(1);
  });
});
