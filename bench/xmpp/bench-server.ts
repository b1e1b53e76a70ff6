import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { RoutedMessage, XmppModule } from "@mobex/xmpp-server/core/module-api";
import { createXmppServer } from "@mobex/xmpp-server/xmpp-server";
import { passwordOf } from "./bench-accounts";
import { databaseArchive } from "./bench-db-archive";

/**
 * The embedded XMPP server alone in this process (the generator runs in another, so that the two
 * do not share an event loop), with accounts in memory (every localpart, its password from the
 * scheme, one tenant) and an archive kept in memory: each routed chat message becomes two rows
 * (sender's and recipient's archive) with the stanza serialised, as the SQL archive will hold them.
 * Prints its URL on the first line of stdout.
 */
type ArchiveRow = { owner: string; peer: string; xml: string; txt: string; timestamp: number };

const ARCHIVE_ROWS_KEPT = 100_000;

function memoryArchive(): XmppModule {
  const rows: ArchiveRow[] = [];
  let last = 0;
  const store = (row: Omit<ArchiveRow, "timestamp">) => {
    // chat-design.md: the timestamp (µs) is unique per owner; one clock for all is simplest.
    last = Math.max(last + 1, Date.now() * 1000);
    if (rows.length >= ARCHIVE_ROWS_KEPT) rows.length = 0;
    rows.push({ ...row, timestamp: last });
  };
  return {
    name: "bench-archive",
    onRouted({ stanza, from, to }: RoutedMessage) {
      const txt = stanza.getChildText("body", "jabber:client");
      if (txt === undefined) return;
      const xml = stanza.toString();
      store({ owner: from.local, peer: `${to.local}@${to.domain}`, xml, txt });
      store({ owner: to.local, peer: `${from.local}@${from.domain}/${from.resource}`, xml, txt });
    },
  };
}

export async function serveBench(options: {
  port: number;
  users: number;
  prefix: string;
  passwordScheme: string;
  /** "memory": rows in memory; "database": apps/server's archive (XEP-0313 over PGlite/PostgreSQL). */
  archive: "memory" | "database";
  domain: string;
}): Promise<void> {
  const { users, prefix, passwordScheme } = options;
  const archive =
    options.archive === "database" ? (await databaseArchive(options.domain)).module : memoryArchive();
  const roster = Array.from({ length: users }, (_, i) => ({
    localpart: `${prefix}${i + 1}`,
    name: `Bench ${i + 1}`,
  }));
  const known = new Set(roster.map((item) => item.localpart));
  const xmpp = createXmppServer({
    modules: [archive],
    // The bench measures throughput: the per-stream rate limit would be what it measured.
    limits: { stanzasPerSecond: 1_000_000, stanzaBurst: 1_000_000, maxUnackedStanzas: 100_000 },
    hooks: {
      credentialsOf: (authcid) =>
        known.has(authcid) ? { localpart: authcid, password: passwordOf(passwordScheme, authcid) } : null,
      verifyPlain: (authcid, password) =>
        known.has(authcid) && password === passwordOf(passwordScheme, authcid)
          ? { localpart: authcid }
          : null,
      rosterOf: () => roster,
    },
  });
  const http = createServer((_request, response) => response.writeHead(404).end());
  http.on("upgrade", (request, socket, head) => xmpp.handleUpgrade(request, socket, head));
  http.listen(options.port, "127.0.0.1", () => {
    console.log(`ws://127.0.0.1:${(http.address() as AddressInfo).port}/xmpp-websocket`);
  });
}
