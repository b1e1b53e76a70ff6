import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startSessionServices } from "../../features/auth/commands";
import { authTransitions } from "../../features/auth/model/auth-store";
import { envelope, mockFetch, on } from "../../test/fetch-mock";
import { profileFixture } from "../../test/profile";
import { accessToken } from "../../test/tokens";
import { mainRoutes } from "./main-router";
import { sectionOf } from "./section";
import { sectionRoutes } from "./section-router";

// Which signed-in chunks were fetched: their modules are imported through these mocks.
const imported = vi.hoisted(() => new Set<string>());
vi.mock("./signed-in-layout", async (importOriginal) => {
  imported.add("shell");
  return importOriginal();
});
vi.mock("../../features/home/components/home-page", async (importOriginal) => {
  imported.add("home");
  return importOriginal();
});

function renderAt(path: string, routes = mainRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("the routers", () => {
  // The shell starts the phone runtime (JsSIP) by a dynamic import that no test waits for; loaded
  // here first, it resolves from the module cache at once instead of after the environment is torn
  // down on a busy machine (vitest then fails the run with an unhandled import error).
  beforeAll(() => import("../../features/calls/runtime/phone"), 60_000);
  let stopSession: () => void;
  afterEach(() => stopSession());
  beforeEach(() => {
    authTransitions.signedOut();
    stopSession = startSessionServices();
    mockFetch(
      on("/webrtc/api/", () => envelope(200, profileFixture())),
      on("/webrtc/mobex/logo/get/", () => envelope(200, { light: "/logo.png", dark: "/logo.png" })),
      on("/version.txt", () => new Response("4.4.1")),
    );
  });

  it("sends a visitor without a token to /login", async () => {
    const router = renderAt("/");
    // The first test also waits for the lazy route modules to be transformed.
    expect(
      await screen.findByRole("heading", { name: "Sign in to Mobex" }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe("/login");
    expect([...imported]).toEqual([]);
  });

  // Its own waits allow 10 s for the shell's modules to be transformed on a busy machine.
  it("opens the shell at / for a signed-in user", { timeout: 20_000 }, async () => {
    authTransitions.renewed({
      token: accessToken(),
      jwetoken: "jwe",
      email: "alice@example.com",
      onetimetoken: "123456",
    });
    renderAt("/");
    expect(
      await screen.findByRole("navigation", { name: "Main navigation" }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(await screen.findByRole("heading", { name: /Alice$/ })).toBeVisible();
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    expect([...imported].sort()).toEqual(["home", "shell"]);
  });

  it("opens the chat at /chat, which waits for its data with 'Chat is loading...' (issue 13)", async () => {
    authTransitions.renewed({
      token: accessToken(),
      jwetoken: "jwe",
      email: "alice@example.com",
      onetimetoken: "123456",
    });
    renderAt("/chat");
    expect(await screen.findByText("Chat is loading...", {}, { timeout: 10_000 })).toBeVisible();
  });

  it("opens the video screen at /video, empty while there is no video call (issue 11)", async () => {
    authTransitions.renewed({
      token: accessToken(),
      jwetoken: "jwe",
      email: "alice@example.com",
      onetimetoken: "123456",
    });
    renderAt("/video");
    expect(await screen.findByText("No video call right now.")).toBeVisible();
  });

  it("shows Nothing Here for an unknown path", async () => {
    renderAt("/no/such/page");
    expect(await screen.findByRole("heading", { name: "Nothing Here" })).toBeVisible();
  });

  it("routes paths containing conference or teamstab to their own router", async () => {
    expect([sectionOf("/conference/abc"), sectionOf("/teamstab/login"), sectionOf("/chat/1001")]).toEqual([
      "conference",
      "teamstab",
      "main",
    ]);
    renderAt("/teamstab/login", sectionRoutes("teamstab"));
    expect(await screen.findByRole("heading", { name: "Nothing Here" })).toBeVisible();
  });
});
