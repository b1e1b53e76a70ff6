import { type RouteObject, createBrowserRouter } from "react-router";
import { RequireAuth } from "../../features/auth/components/require-auth";
import { NothingHerePage } from "../../features/shell/components/nothing-here-page";
import { RouteErrorPage } from "../../features/shell/components/route-error-page";
import { withChunkTimeout } from "../../shared/lib/lazy-with-timeout";
import { sectionRoots } from "./section";

// Screens whose features come in later issues: routed, but honest about it until then (spec 2 §2).
const laterScreens = ["/chat", "/chat/:id", "/error", "/video"];

// Login and the signed-in shell are separate chunks: a visitor downloads only the one they see.
const loginRoute = () => withChunkTimeout(() => import("../../features/auth/components/login-page"));
const shellRoute = () => withChunkTimeout(() => import("./signed-in-layout"));
const homeRoute = () => withChunkTimeout(() => import("../../features/home/components/home-page"));
const historyRoute = () => withChunkTimeout(() => import("../../features/history/components/history-page"));
const contactsRoute = () =>
  withChunkTimeout(() => import("../../features/contacts/components/contacts-page"));
const boardRoute = () =>
  withChunkTimeout(() => import("../../features/presence/components/presence-board-page"));

/** spec 2 §2 main router: home, history, contacts, blf, chat, error, video behind the login guard; login. */
export const mainRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage sectionRoot={sectionRoots.main} />,
    // The first screen's chunk arrives within a moment; nothing is drawn until then.
    HydrateFallback: () => null,
    children: [
      { path: "/login", lazy: async () => ({ Component: (await loginRoute()).LoginPage }) },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: async () => ({ Component: (await shellRoute()).SignedInLayout }),
            children: [
              {
                // A screen that fails (its chunk cannot load while offline) fails inside the shell,
                // which keeps the phone registered and the connection banner in view (issue 9).
                errorElement: <RouteErrorPage sectionRoot={sectionRoots.main} fill="area" />,
                children: [
                  { index: true, lazy: async () => ({ Component: (await homeRoute()).HomePage }) },
                  { path: "/history", lazy: async () => ({ Component: (await historyRoute()).HistoryPage }) },
                  {
                    path: "/contacts",
                    lazy: async () => ({ Component: (await contactsRoute()).ContactsPage }),
                  },
                  { path: "/blf", lazy: async () => ({ Component: (await boardRoute()).PresenceBoardPage }) },
                  ...laterScreens.map((path) => ({ path, element: <NothingHerePage fill="area" /> })),
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

export function createMainRouter() {
  return createBrowserRouter(mainRoutes);
}
