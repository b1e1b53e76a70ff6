import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";
import { contentSecurityPolicy } from "./http/web/security-headers";

describe("SENTRY_DSN (issue 10, Diagnostics)", () => {
  let cwd: string;
  const secrets = { TOKEN_SECRET: "t".repeat(16), SIP_SECRET: "s".repeat(16) };
  beforeEach(() => {
    cwd = mkdtempSync(join(tmpdir(), "mobex-config-sentry-"));
  });
  afterEach(() => rmSync(cwd, { recursive: true, force: true }));

  it("is unset by default: the browsers report to this server, whose origin CSP already allows", () => {
    const config = loadConfig(secrets, cwd);
    expect(config.sentryDsn).toBeNull();
    expect(contentSecurityPolicy(config)).toContain(
      "connect-src 'self' ws://localhost:8080 http://localhost:8989;",
    );
  });

  it("takes a Sentry or GlitchTip DSN and lets the page connect to its origin", () => {
    const dsn = "https://0123abcd@glitchtip.example.org:8443/sentry/12";
    const config = loadConfig({ ...secrets, SENTRY_DSN: dsn }, cwd);
    expect(config.sentryDsn).toBe(dsn);
    expect(contentSecurityPolicy(config)).toContain(
      "connect-src 'self' ws://localhost:8080 http://localhost:8989 https://glitchtip.example.org:8443;",
    );
  });

  it("refuses what is not a DSN, or would break out of the CSP directive", () => {
    for (const value of [
      "https://glitchtip.example.org/12",
      "https://key@glitchtip.example.org/project",
      "ftp://key@glitchtip.example.org/12",
      "https://key@a.example; script-src */12",
    ]) {
      expect(() => loadConfig({ ...secrets, SENTRY_DSN: value }, cwd), value).toThrow(ConfigError);
    }
  });
});
