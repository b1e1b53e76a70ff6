import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";
import { TEAMS_FRAME_ANCESTORS } from "./config-web";

describe("FRAME_ANCESTORS", () => {
  let cwd: string;
  const secrets = { TOKEN_SECRET: "t".repeat(16), SIP_SECRET: "s".repeat(16) };
  beforeEach(() => {
    cwd = mkdtempSync(join(tmpdir(), "mobex-config-web-"));
  });
  afterEach(() => rmSync(cwd, { recursive: true, force: true }));

  it("lets the Teams hosts frame the app by default", () => {
    expect(loadConfig(secrets, cwd).frameAncestors).toEqual(TEAMS_FRAME_ANCESTORS);
  });

  it("reads a space or comma list of https sources, and `self` for none but the app", () => {
    const env = { ...secrets, FRAME_ANCESTORS: "https://intranet.example.com, https://*.sharepoint.com:443" };
    expect(loadConfig(env, cwd).frameAncestors).toEqual([
      "https://intranet.example.com",
      "https://*.sharepoint.com:443",
    ]);
    expect(loadConfig({ ...secrets, FRAME_ANCESTORS: "self" }, cwd).frameAncestors).toEqual([]);
  });

  it("refuses anything that could break out of the directive", () => {
    for (const value of [
      "https://a.example; script-src *",
      "'unsafe-inline'",
      "*",
      "https://a.example/path",
    ]) {
      expect(() => loadConfig({ ...secrets, FRAME_ANCESTORS: value }, cwd), value).toThrow(ConfigError);
    }
  });
});
