import { describe, expect, it } from "vitest";
import { reportDestination } from "./report-destination";

const config = {
  sentryDsn: null,
  project: "40001",
  publicKey: "0123456789abcdef0123456789abcdef",
  release: "4.4.1",
};
const page = { protocol: "https:", host: "mobex.example.com" };

describe("where error reports go", () => {
  it("to this server at the page's own origin, with the session", () => {
    expect(reportDestination(config, page)).toEqual({
      dsn: "https://0123456789abcdef0123456789abcdef@mobex.example.com/40001",
      ownServer: true,
      host: "mobex.example.com",
    });
  });

  it("to the external Sentry of SENTRY_DSN, without the session", () => {
    const external = { ...config, sentryDsn: "https://abc@glitchtip.example.org/7" };
    expect(reportDestination(external, page)).toEqual({
      dsn: "https://abc@glitchtip.example.org/7",
      ownServer: false,
      host: "glitchtip.example.org",
    });
  });
});
