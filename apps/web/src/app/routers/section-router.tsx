import { type RouteObject, createBrowserRouter } from "react-router";
import { NothingHerePage } from "../../features/shell/components/nothing-here-page";
import { RouteErrorPage } from "../../features/shell/components/route-error-page";
import { chunkComponent } from "../../shared/lib/chunk-component";
import { type Section, sectionRoots } from "./section";

// The conference home (with its rich-text editor) and the room are chunks of their own (ARCHITECTURE.md budgets).
const conferenceHome = chunkComponent(
  async () =>
    (await import("../../features/conference/home/components/conference-home-page")).ConferenceHomePage,
);
const conferenceRoom = chunkComponent(
  async () =>
    (await import("../../features/conference/room/components/conference-room-page")).ConferenceRoomPage,
);

// The Teams-tab screens arrive with their feature; the routes exist from now on.
const sectionPaths = ["/teamstab", "/teamstab/login", "/teamstab/:callTo"];

/** spec 2 §2: the router for paths containing conference or teamstab. */
export function sectionRoutes(section: Exclude<Section, "main">): RouteObject[] {
  return [
    {
      errorElement: <RouteErrorPage sectionRoot={sectionRoots[section]} />,
      children: [
        { path: "/conference", element: <conferenceHome.Component /> },
        { path: "/conference/:roomId", element: <conferenceRoom.Component /> },
        ...sectionPaths.map((path) => ({ path, element: <NothingHerePage /> })),
        { path: "*", element: <NothingHerePage /> },
      ],
    },
  ];
}

export function createSectionRouter(section: Exclude<Section, "main">) {
  return createBrowserRouter(sectionRoutes(section));
}
