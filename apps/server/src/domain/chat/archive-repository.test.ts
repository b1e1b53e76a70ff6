import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase } from "../../db/migrate";
import { archive, chatReadMarkers, mucRoom } from "../../db/schema";
import { ManualClock } from "../../test-support/manual-clock";
import { createTestDatabase, type TestDatabase } from "../../test-support/test-database";
import { ArchiveRepository } from "./archive-repository";
import { ChatAddresses } from "./chat-addresses";
import { ReadMarkers } from "./read-markers";
import { RoomRepository } from "./room-repository";

const ALICE = "400011001@mobex.local";
const BOB = "400011002@mobex.local";

describe("the chat archive in ejabberd's shape", () => {
  let test: TestDatabase;
  let repository: ArchiveRepository;
  let rooms: RoomRepository;
  const clock = new ManualClock();
  const addresses = new ChatAddresses("Mobex.Local");

  beforeAll(async () => {
    test = await createTestDatabase(true);
    // PGlite's template is migrated already; a PostgreSQL test database starts empty.
    await migrateDatabase(test.database);
    const markers = new ReadMarkers(test.database.db, addresses.domain);
    repository = new ArchiveRepository(test.database.db, addresses, markers, clock);
    rooms = new RoomRepository(test.database.db, addresses);
  });
  afterAll(async () => {
    await test.database.close();
    await test.drop();
  });

  it("stores a direct message twice, in each party's archive, with one timestamp in microseconds", async () => {
    const xml = `<message from="${ALICE}/web" to="${BOB}" type="chat" id="o-1"><body>hi</body></message>`;
    const stored = await repository.appendDirect({
      from: `${ALICE}/web`,
      to: BOB,
      xml,
      txt: "hi",
      originId: "o-1",
    });
    expect(stored.timestamp).toBe(clock.now() * 1000);
    const rows = await test.database.db.select().from(archive).orderBy(asc(archive.id));
    expect(rows.map(({ id: _id, createdAt: _at, ...row }) => row)).toEqual([
      {
        username: "400011001",
        serverHost: "mobex.local",
        timestamp: stored.timestamp,
        peer: BOB,
        barePeer: BOB,
        xml,
        txt: "hi",
        kind: "chat",
        nick: "",
        originId: "o-1",
      },
      {
        username: "400011002",
        serverHost: "mobex.local",
        timestamp: stored.timestamp,
        peer: `${ALICE}/web`,
        barePeer: ALICE,
        xml,
        txt: "hi",
        kind: "chat",
        nick: "",
        originId: "o-1",
      },
    ]);
    // Writing it means the sender has read the conversation so far.
    const [marker] = await test.database.db.select().from(chatReadMarkers);
    expect(marker).toMatchObject({ username: "400011001", barePeer: BOB, readUntil: stored.timestamp });
  });

  it("stores a group message once, owned by the room's JID, and keeps timestamps unique within a millisecond", async () => {
    const first = await repository.appendGroup({
      groupId: "gabcdefghijkl",
      from: `${BOB}/phone`,
      nick: "Bob",
      xml: "<message/>",
      txt: "one",
      originId: "",
    });
    const second = await repository.appendGroup({
      groupId: "gabcdefghijkl",
      from: `${ALICE}/web`,
      nick: "Alice",
      xml: "<message/>",
      txt: "two",
      originId: "",
    });
    expect(second.timestamp).toBe(first.timestamp + 1);
    const rows = await test.database.db
      .select()
      .from(archive)
      .where(eq(archive.username, "gabcdefghijkl@conference.mobex.local"));
    expect(rows.map((row) => [row.kind, row.nick, row.barePeer, row.txt])).toEqual([
      ["groupchat", "Bob", BOB, "one"],
      ["groupchat", "Alice", ALICE, "two"],
    ]);
    expect(await repository.unreadIn("400011001", "gabcdefghijkl@conference.mobex.local", true)).toBe(0);
    expect(await repository.unreadIn("400011003", "gabcdefghijkl@conference.mobex.local", true)).toBe(2);
  });

  it("refuses a JID of another domain", async () => {
    await expect(
      repository.appendDirect({ from: "400011001@evil.example", to: BOB, xml: "", txt: "", originId: "" }),
    ).rejects.toThrow();
  });

  it("keeps a room in muc_room with ejabberd's columns and JSON options", async () => {
    await rooms.insert({
      groupId: "gmnopqrstuvwx",
      jid: addresses.roomJid("gmnopqrstuvwx"),
      tenantId: "tenant-1",
      title: "Sales",
      owner: ALICE,
      members: [ALICE, BOB],
      createdAt: new Date(clock.now()),
    });
    const [row] = await test.database.db.select().from(mucRoom);
    expect(row).toMatchObject({
      name: "gmnopqrstuvwx",
      host: "conference.mobex.local",
      serverHost: "mobex.local",
    });
    expect(JSON.parse(row!.opts)).toEqual({
      title: "Sales",
      description: "Sales",
      tenant: "tenant-1",
      persistent: true,
      members_only: true,
      public: false,
      affiliations: { [ALICE]: "owner", [BOB]: "member" },
    });
    expect((await rooms.withMember("tenant-1", BOB)).map((room) => room.groupId)).toEqual(["gmnopqrstuvwx"]);
    expect(await rooms.withMember("tenant-2", BOB)).toEqual([]);
    expect(await rooms.withMember("tenant-1", "400011003@mobex.local")).toEqual([]);
  });
});
