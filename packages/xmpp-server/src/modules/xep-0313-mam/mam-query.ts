import type { InboundStanza, ServerContext } from "../../core/module-api";
import { iqResult } from "../../core/stanza-error";
import { FrameParser } from "../../xml/frame-parser";
import { NS } from "../../xml/namespaces";
import { type XmlElement, xml } from "../../xml/xml-element";
import type { ArchivePage, ArchiveQuery } from "./mam-hooks";

/** XEP-0313 §5.1: a server may cap the page; clients page on with RSM. */
export const MAX_PAGE = 100;

/** The stored stanzas were written by this server; they are read back with the same parser. */
const storedParser = new FrameParser(32);

/** The form fields and RSM of a `<query/>` (XEP-0313 §4.1, XEP-0059 §2), or null when malformed. */
export function parseArchiveQuery(query: XmlElement, owner: string): ArchiveQuery | null {
  const parsed: ArchiveQuery = { owner, max: MAX_PAGE };
  const form = query.getChild("x", NS.dataForms);
  for (const field of form?.elements() ?? []) {
    const value = field.getChild("value")?.text() ?? "";
    const name = field.attrs.var;
    if (name === "with") parsed.with = value;
    else if (name === "start" || name === "end") {
      const ms = Date.parse(value);
      if (Number.isNaN(ms)) return null;
      parsed[name === "start" ? "startMs" : "endMs"] = ms;
    }
  }
  const set = query.getChild("set", NS.rsm);
  if (set) {
    const max = set.getChild("max")?.text();
    if (max !== undefined) {
      if (!/^[0-9]{1,6}$/.test(max)) return null;
      parsed.max = Math.min(Number(max), MAX_PAGE);
    }
    const after = set.getChild("after")?.text();
    const before = set.getChild("before")?.text();
    if (after !== undefined) parsed.after = after;
    if (before !== undefined) parsed.before = before;
  }
  return parsed;
}

/**
 * Answers a MAM query (XEP-0313 §4.2): one `<result/>` message per archived message (forwarded,
 * with its delay and archive id), then the iq result with `<fin/>` and the RSM first/last.
 * `from` is the archive's JID on the result messages (the room's for a room archive).
 */
export async function answerArchiveQuery(
  inbound: InboundStanza & { payload: XmlElement },
  server: ServerContext,
  query: ArchiveQuery,
  run: (query: ArchiveQuery) => Promise<ArchivePage>,
  from: string | undefined,
): Promise<void> {
  const { session, stanza, payload } = inbound;
  let page: ArchivePage;
  try {
    page = await run(query);
  } catch {
    return server.bounce(inbound, "resource-constraint", "wait");
  }
  const queryId = payload.attrs.queryid;
  for (const item of page.items) {
    const stored = storedParser.parse(item.xml);
    if (!stored.ok) continue;
    server.deliver(
      session,
      xml(
        "message",
        { xmlns: NS.client, to: session.full, from, id: `${item.id}-${queryId ?? ""}` },
        xml(
          "result",
          { xmlns: NS.mam, queryid: queryId, id: item.id },
          xml(
            "forwarded",
            { xmlns: NS.forward },
            xml("delay", { xmlns: NS.delay, stamp: new Date(item.atMs).toISOString() }),
            stored.element,
          ),
        ),
      ),
    );
  }
  const set = xml("set", { xmlns: NS.rsm });
  const first = page.items[0];
  const last = page.items[page.items.length - 1];
  if (first && last) {
    set.append(xml("first", { xmlns: NS.rsm }, first.id));
    set.append(xml("last", { xmlns: NS.rsm }, last.id));
  } else set.append(xml("count", { xmlns: NS.rsm }, "0"));
  const fin = xml("fin", { xmlns: NS.mam, complete: page.complete ? "true" : undefined }, set);
  server.deliver(session, iqResult(stanza, session.full, fin));
}
