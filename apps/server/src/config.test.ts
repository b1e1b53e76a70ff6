import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, SERVER_PACKAGE_DIR, loadConfig } from "./config";

describe("loading the configuration from the environment", () => {
  let cwd: string;
  beforeEach(() => {
    cwd = mkdtempSync(join(tmpdir(), "mobex-config-"));
  });
  afterEach(() => rmSync(cwd, { recursive: true, force: true }));

  it("has a default for everything, with PGlite and the dev mailbox under ./var", () => {
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      publicUrl: "http://localhost:8080",
      dataDir: join(cwd, "var"),
      database: { kind: "pglite", dataDir: join(cwd, "var", "db") },
      smtpUrl: null,
      mailFrom: "Mobex <no-reply@mobex.local>",
      sipDomain: "mobex.local",
      stunUrls: [],
      tls: null,
      webDist: join(SERVER_PACKAGE_DIR, "..", "web", "dist"),
      logLevel: "info",
      accessTokenTtlSeconds: 3600,
      deviceSecretTtlDays: 30,
      trustProxy: false,
      seedDemo: true,
      directoryRefreshSeconds: 600,
    });
  });

  it("generates the secrets once, keeps them in DATA_DIR/secrets.json with mode 0600, and reuses them", () => {
    const first = loadConfig({}, cwd);
    const file = join(cwd, "var", "secrets.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = loadConfig({}, cwd);
    expect(second.tokenSecret).toBe(first.tokenSecret);
    expect(second.sipSecret).toBe(first.sipSecret);
    expect(first.tokenSecret).not.toBe(first.sipSecret);
  });

  it("reads the documented variables", () => {
    const config = loadConfig(
      {
        PORT: "9000",
        PUBLIC_URL: "https://phone.example.com/",
        DATABASE_URL: "postgres://mobex@db/mobex",
        SMTP_URL: "smtps://user:pass@mail.example.com",
        TOKEN_SECRET: "t".repeat(32),
        SIP_SECRET: "s".repeat(32),
        STUN_URLS: "stun:stun.example.com:3478, turns:turn.example.com",
        TRUST_PROXY: "10.0.0.1, 10.0.0.2",
        DATA_DIR: "/srv/mobex",
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 9000,
      publicUrl: "https://phone.example.com",
      dataDir: "/srv/mobex",
      database: { kind: "postgres", url: "postgres://mobex@db/mobex" },
      smtpUrl: "smtps://user:pass@mail.example.com",
      stunUrls: ["stun:stun.example.com:3478", "turns:turn.example.com"],
      trustProxy: ["10.0.0.1", "10.0.0.2"],
    });
  });

  it("reads the SIP plane's bounds, and lets the public URL's pages open /sip", () => {
    expect(loadConfig({ PUBLIC_URL: "https://phone.example.com/app/" }, cwd).sip).toEqual({
      limits: {
        maxBindingsPerAor: 10,
        maxContactBytes: 1024,
        maxBranchesPerFork: 10,
        maxMessageBytes: 65536,
        maxSocketsPerAddress: 500,
        authDeadlineMs: 30_000,
        maxUnauthenticatedRequests: 20,
        callRate: { burst: 10, perSecond: 1 },
      },
      allowedOrigins: ["https://phone.example.com"],
      overload: { maxEventLoopLagMs: 200, retryAfterS: 5 },
    });
    const raised = loadConfig(
      {
        SIP_ALLOWED_ORIGINS: "https://teams.example.com, https://other.example:8443",
        SIP_MAX_BINDINGS_PER_AOR: "3",
        SIP_MAX_BRANCHES_PER_FORK: "4",
        SIP_MAX_MESSAGE_BYTES: "32768",
        SIP_MAX_SOCKETS_PER_ADDRESS: "10000",
        SIP_AUTH_DEADLINE_SECONDS: "5",
        SIP_MAX_UNAUTHENTICATED_REQUESTS: "7",
        SIP_CALL_RATE_BURST: "1000",
        SIP_CALL_RATE_PER_SECOND: "0",
      },
      cwd,
    ).sip;
    expect(raised).toMatchObject({
      limits: {
        maxBindingsPerAor: 3,
        maxBranchesPerFork: 4,
        maxMessageBytes: 32768,
        maxSocketsPerAddress: 10000,
        authDeadlineMs: 5000,
        maxUnauthenticatedRequests: 7,
        callRate: { burst: 1000, perSecond: 0 },
      },
      allowedOrigins: ["http://localhost:8080", "https://teams.example.com", "https://other.example:8443"],
    });
    expect(() => loadConfig({ SIP_ALLOWED_ORIGINS: "teams.example.com" }, cwd)).toThrow(
      /SIP_ALLOWED_ORIGINS/,
    );
  });

  it("bounds what one address may cost the video socket, whose pages are /sip's", () => {
    expect(loadConfig({ SIP_ALLOWED_ORIGINS: "https://teams.example.com" }, cwd).video).toEqual({
      allowedOrigins: ["http://localhost:8080", "https://teams.example.com"],
      maxPendingSocketsPerAddress: 20,
      handshakesPerMinute: 600,
      authDeadlineMs: 10_000,
      ringTimeoutMs: 60_000,
      reconnectGraceMs: 10_000,
    });
    const raised = {
      VIDEO_MAX_PENDING_SOCKETS_PER_ADDRESS: "1000",
      VIDEO_HANDSHAKES_PER_MINUTE: "60000",
      VIDEO_AUTH_DEADLINE_SECONDS: "3",
      VIDEO_RING_SECONDS: "20",
    };
    expect(loadConfig(raised, cwd).video).toMatchObject({
      maxPendingSocketsPerAddress: 1000,
      handshakesPerMinute: 60000,
      authDeadlineMs: 3000,
      ringTimeoutMs: 20_000,
    });
    expect(() => loadConfig({ VIDEO_AUTH_DEADLINE_SECONDS: "0" }, cwd)).toThrow(
      /VIDEO_AUTH_DEADLINE_SECONDS/,
    );
  });

  it("reads the XMPP plane's bounds per client, the package's defaults when unset", () => {
    expect(loadConfig({}, cwd).xmpp).toEqual({
      stanzasPerSecond: 100,
      stanzaBurst: 200,
      maxSessionsPerUser: 10,
      maxFrameBytes: 65536,
      resumeTimeoutMs: 60_000,
      authTimeoutMs: 30_000,
    });
    const env = {
      XMPP_STANZAS_PER_SECOND: "20",
      XMPP_STANZA_BURST: "50",
      XMPP_MAX_SESSIONS_PER_USER: "3",
      XMPP_MAX_FRAME_BYTES: "10000",
      XMPP_RESUME_TIMEOUT_SECONDS: "300",
      XMPP_AUTH_DEADLINE_SECONDS: "5",
    };
    expect(loadConfig(env, cwd).xmpp).toEqual({
      stanzasPerSecond: 20,
      stanzaBurst: 50,
      maxSessionsPerUser: 3,
      maxFrameBytes: 10_000,
      resumeTimeoutMs: 300_000,
      authTimeoutMs: 5000,
    });
  });

  it("refuses XMPP bounds that are not whole numbers in range, naming each", () => {
    for (const [name, value] of [
      ["XMPP_STANZAS_PER_SECOND", "0"],
      ["XMPP_STANZA_BURST", "ten"],
      ["XMPP_MAX_SESSIONS_PER_USER", "1.5"],
      // RFC 6120 §13.12 item 4: at least 10000 bytes.
      ["XMPP_MAX_FRAME_BYTES", "9999"],
      ["XMPP_RESUME_TIMEOUT_SECONDS", "3601"],
      ["XMPP_AUTH_DEADLINE_SECONDS", "-1"],
    ] as const) {
      expect(() => loadConfig({ [name]: value }, cwd), name).toThrow(new RegExp(`${name}:`));
    }
  });

  it("reads the SIP plane's load shedding, 0 turning it off", () => {
    const env = { SIP_OVERLOAD_LAG_MS: "0", SIP_OVERLOAD_RETRY_AFTER_SECONDS: "30" };
    expect(loadConfig(env, cwd).sip.overload).toEqual({ maxEventLoopLagMs: 0, retryAfterS: 30 });
    expect(() => loadConfig({ SIP_OVERLOAD_LAG_MS: "-1" }, cwd)).toThrow(/SIP_OVERLOAD_LAG_MS/);
  });

  it("reads the media endpoint's addresses and ports and voicemail's defaults, and refuses an upside-down range", () => {
    expect(loadConfig({}, cwd)).toMatchObject({
      media: { bindAddress: "127.0.0.1", announcedAddress: null, portRange: [40000, 40999] },
      voicemail: { enabledByDefault: true, noAnswerSeconds: 25, maxMessageSeconds: 180 },
    });
    const env = {
      MEDIA_ADDRESS: "0.0.0.0",
      MEDIA_ANNOUNCED_ADDRESS: "203.0.113.7",
      MEDIA_PORT_MIN: "50000",
      MEDIA_PORT_MAX: "50100",
      VOICEMAIL_ENABLED: "false",
      VOICEMAIL_NO_ANSWER_SECONDS: "15",
      VOICEMAIL_MAX_SECONDS: "60",
    };
    expect(loadConfig(env, cwd)).toMatchObject({
      media: { bindAddress: "0.0.0.0", announcedAddress: "203.0.113.7", portRange: [50000, 50100] },
      voicemail: { enabledByDefault: false, noAnswerSeconds: 15, maxMessageSeconds: 60 },
    });
    expect(() => loadConfig({ MEDIA_PORT_MIN: "41000", MEDIA_PORT_MAX: "40000" }, cwd)).toThrow(
      /MEDIA_PORT_MIN/,
    );
    expect(() => loadConfig({ MEDIA_ADDRESS: "media.example.com" }, cwd)).toThrow(/MEDIA_ADDRESS/);
    expect(() => loadConfig({ VOICEMAIL_NO_ANSWER_SECONDS: "2" }, cwd)).toThrow(
      /VOICEMAIL_NO_ANSWER_SECONDS/,
    );
  });

  it("names every bad variable in one error", () => {
    const load = () =>
      loadConfig({ PORT: "eighty", LOG_LEVEL: "loud", STUN_URLS: "http://x", TOKEN_SECRET: "short" }, cwd);
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT/);
    expect(load).toThrow(/LOG_LEVEL/);
    expect(load).toThrow(/STUN_URLS/);
    expect(load).toThrow(/TOKEN_SECRET: must be at least 16 characters/);
  });

  it("reads TURN URLs with their secret, and refuses one without the other", () => {
    const turn = { TURN_URLS: "turn:turn.example.com:3478?transport=udp, turns:turn.example.com:5349" };
    expect(loadConfig({ ...turn, TURN_SECRET: "c".repeat(32) }, cwd).turn).toEqual({
      urls: ["turn:turn.example.com:3478?transport=udp", "turns:turn.example.com:5349"],
      secret: "c".repeat(32),
    });
    expect(loadConfig({}, cwd).turn).toBeNull();
    expect(() => loadConfig(turn, cwd)).toThrow(/TURN_URLS and TURN_SECRET must be set together/);
    expect(() => loadConfig({ TURN_URLS: "stun:x", TURN_SECRET: "c".repeat(32) }, cwd)).toThrow(/TURN_URLS/);
  });

  it("refuses half a TLS configuration and unreadable certificate files", () => {
    expect(() => loadConfig({ TLS_CERT: "cert.pem" }, cwd)).toThrow(
      /TLS_CERT and TLS_KEY must be set together/,
    );
    expect(() => loadConfig({ TLS_CERT: "cert.pem", TLS_KEY: "key.pem" }, cwd)).toThrow(
      /TLS_CERT: cannot read cert.pem/,
    );
  });

  it("serves HTTPS with both TLS files, and the default public URL says so", () => {
    writeFileSync(join(cwd, "cert.pem"), "cert");
    writeFileSync(join(cwd, "key.pem"), "key");
    const config = loadConfig({ TLS_CERT: "cert.pem", TLS_KEY: "key.pem", PORT: "8443" }, cwd);
    expect(config.tls?.cert.toString()).toBe("cert");
    expect(config.publicUrl).toBe("https://localhost:8443");
  });

  it("treats an empty variable as unset", () => {
    expect(loadConfig({ PORT: "", SMTP_URL: "" }, cwd)).toMatchObject({ port: 8080, smtpUrl: null });
  });
});
