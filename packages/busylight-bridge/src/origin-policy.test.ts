import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { admitOrigin, isWebOrigin, pinnedOriginFile } from "./origin-policy";

describe("which pages may drive the lamp", () => {
  it("knows a web origin from a URL, a path or the opaque origin", () => {
    expect(isWebOrigin("https://mobex.example")).toBe(true);
    expect(isWebOrigin("http://localhost:8080")).toBe(true);
    expect(isWebOrigin("null")).toBe(false);
    expect(isWebOrigin("https://mobex.example/app")).toBe(false);
    expect(isWebOrigin("chrome-extension://abc")).toBe(false);
  });

  it("remembers the first web app across restarts, in a file only the user can read", () => {
    const path = join(mkdtempSync(join(tmpdir(), "bridge-")), "state", "allowed-origin.json");
    const pinnedNow: string[] = [];
    const policy = {
      kind: "firstUse",
      store: pinnedOriginFile(path),
      onPinned: (origin: string) => pinnedNow.push(origin),
    } as const;
    expect(admitOrigin(policy, "https://mobex.example")).toBe(true);
    expect(admitOrigin(policy, "https://mobex.example")).toBe(true);
    expect(pinnedNow).toEqual(["https://mobex.example"]);
    expect(statSync(path).mode & 0o777).toBe(0o600);

    const restarted = pinnedOriginFile(path);
    expect(admitOrigin({ kind: "firstUse", store: restarted }, "https://evil.example")).toBe(false);
    restarted.forget();
    expect(admitOrigin({ kind: "firstUse", store: restarted }, "https://other.example")).toBe(true);
  });

  it("admits only the listed origins, or any with --any-origin", () => {
    const list = { kind: "list", origins: ["https://a.example"] } as const;
    expect(admitOrigin(list, "https://a.example")).toBe(true);
    expect(admitOrigin(list, "https://b.example")).toBe(false);
    expect(admitOrigin({ kind: "any" }, "null")).toBe(true);
  });
});
