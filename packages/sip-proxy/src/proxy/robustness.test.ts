import { afterEach, describe, expect, it } from "vitest";
import { createHarness, DOMAIN, type Harness } from "../../test-support/proxy-harness";

let harness: Harness;

afterEach(() => harness.proxy.close());

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

describe("robustness", () => {
  it("survives hundreds of mangled requests without an error and keeps serving the connection", async () => {
    harness = createHarness();
    const alice = await harness.registered("alice");
    await harness.registered("bob");
    const next = random(42);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const junk = ['"', "<", ">", ";", ",", ":", "@", "=", " ", "\t", "%", "[", "]", "?", "&", "é", "\u0000"];
    for (let n = 0; n < 300; n += 1) {
      const method = pick(["INVITE", "BYE", "CANCEL", "ACK", "OPTIONS", "MESSAGE", "REGISTER", "REFER"]);
      const lines = alice.request(method, pick([`sip:bob@${DOMAIN}`, `sip:${DOMAIN}`, "sip:x@[::1]"])).toString().split("\r\n");
      const mutations = 1 + Math.floor(next() * 3);
      for (let m = 0; m < mutations; m += 1) {
        const index = 1 + Math.floor(next() * (lines.length - 3));
        const line = lines[index] ?? "";
        const at = Math.floor(next() * line.length);
        switch (pick(["insert", "delete-line", "duplicate", "truncate", "to-tag"])) {
          case "insert":
            lines[index] = line.slice(0, at) + pick(junk) + line.slice(at);
            break;
          case "delete-line":
            lines.splice(index, 1);
            break;
          case "duplicate":
            lines.splice(index, 0, line);
            break;
          case "truncate":
            lines[index] = line.slice(0, at);
            break;
          case "to-tag":
            lines[index] = line.startsWith("To:") ? `${line};tag=x${n}` : line;
            break;
        }
      }
      alice.connection.send(lines.join("\r\n"));
    }
    alice.send(alice.request("OPTIONS", `sip:${DOMAIN}`));
    await alice.inbox.response(200, "OPTIONS");
    harness.clock.advance(200_000);
    expect(alice.connection.open).toBe(true);
    expect(harness.logs.filter((log) => log.level === "error" || log.level === "warn")).toEqual([]);
  });
});
