import { type RouteObject, createBrowserRouter } from "react-router";
import { RequireAuth } from "../../features/auth/components/require-auth";
import { useAuthStore } from "../../features/auth/model/auth-store";
import { NothingHerePage } from "../../features/shell/components/nothing-here-page";
import { RouteErrorPage } from "../../features/shell/components/route-error-page";
import { type ChunkComponent, chunkComponent } from "../../shared/lib/chunk-component";
import { snackbars } from "../providers";
import { LoginRoute } from "./login-route";
import { sectionRoots } from "./section";

// The signed-in screens are chunks of their own: after a logout, the login page needs none of them.
const shell = chunkComponent(async () => (await import("./signed-in-layout")).SignedInLayout);
const home = chunkComponent(async () => (await import("../../features/home/components/home-page")).HomePage);
const history = chunkComponent(
  async () => (await import("../../features/history/components/history-page")).HistoryPage,
);
const contacts = chunkComponent(async () => (await import("./contacts-route")).ContactsRoute);
const video = chunkComponent(
  async () => (await import("../../features/video/components/video-page")).VideoPage,
);
const voicemail = chunkComponent(
  async () => (await import("../../features/voicemail/components/voicemail-page")).VoicemailPage,
);
const chat = chunkComponent(async () => (await import("../../features/chat/components/chat-page")).ChatPage);
const chatError = chunkComponent(
  async () => (await import("../../features/chat/components/chat-error-page")).ChatErrorPage,
);
const board = chunkComponent(
  async () => (await import("../../features/presence/components/presence-board-page")).PresenceBoardPage,
);

const signedIn = () => useAuthStore.getState().session !== null;

/**
 * A signed-in route's loader: the router waits for the screen's chunk before it shows the route,
 * as it would for `lazy`, but only for a signed-in user; a visitor meets RequireAuth's redirect
 * and fetches none of it.
 */
const whenSignedIn = (chunk: Pick<ChunkComponent<object>, "preload">) => async () => {
  if (signedIn()) await chunk.preload();
  return null;
};

/** spec 2 §2 main router: home, history, contacts, blf, chat, error, video (and voicemail, issue 12) behind the login guard; login. */
export const mainRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage sectionRoot={sectionRoots.main} />,
    // The first screen's chunk arrives within a moment; nothing is drawn until then.
    HydrateFallback: () => null,
    children: [
      { path: "/login", element: <LoginRoute /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <shell.Component />,
            loader: whenSignedIn(shell),
            children: [
              {
                // A screen that fails (its chunk cannot load while offline) fails inside the shell,
                // which keeps the phone registered and the connection banner in view (issue 9).
                errorElement: <RouteErrorPage sectionRoot={sectionRoots.main} fill="area" />,
                children: [
                  { index: true, element: <home.Component />, loader: whenSignedIn(home) },
                  { path: "/history", element: <history.Component />, loader: whenSignedIn(history) },
                  {
                    path: "/contacts",
                    element: <contacts.Component unavailable={<NothingHerePage fill="area" />} />,
                    loader: whenSignedIn(contacts),
                  },
                  { path: "/blf", element: <board.Component />, loader: whenSignedIn(board) },
                  { path: "/video", element: <video.Component />, loader: whenSignedIn(video) },
                  { path: "/voicemail", element: <voicemail.Component />, loader: whenSignedIn(voicemail) },
                  { path: "/chat", element: <chat.Component />, loader: whenSignedIn(chat) },
                  { path: "/chat/:id", element: <chat.Component />, loader: whenSignedIn(chat) },
                  { path: "/error", element: <chatError.Component />, loader: whenSignedIn(chatError) },
                ],
              },
            ],
          },
        ],
      },
      { path: "*", element: <NothingHerePage /> },
    ],
  },
];

/**
 * Fetches the shell, home, the snackbar and the phone runtime (JsSIP); resolves when the shell and
 * home are there or could not be fetched. A failed fetch is tried again, and reported, where the
 * chunk is used.
 */
export async function preloadFirstScreen(): Promise<void> {
  snackbars.preload().catch(() => undefined);
  import("../../features/calls/runtime/phone").catch(() => undefined);
  await Promise.all([shell.preload(), home.preload()]).catch(() => undefined);
}

/**
 * The first signed-in screen is fetched as soon as a session starts: after a sign-in it arrives
 * while the welcome animation plays (spec 1 §2: 3.5 s), so that / opens, and the phone registers,
 * at once when it ends.
 */
function preloadHomeOnSignIn(): void {
  const preload = () => void preloadFirstScreen();
  if (signedIn()) preload();
  // For the page's lifetime, like the router itself.
  useAuthStore.subscribe((state, previous) => {
    if (state.session !== null && previous.session === null) preload();
  });
}

export function createMainRouter() {
  preloadHomeOnSignIn();
  return createBrowserRouter(mainRoutes);
}
