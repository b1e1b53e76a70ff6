import { type RouteObject, createBrowserRouter } from "react-router";
import { NothingHerePage } from "../../features/shell/components/nothing-here-page";
import { RouteErrorPage } from "../../features/shell/components/route-error-page";
import { type Section, sectionRoots } from "./section";

// Conference and Teams-tab screens arrive with their features; the routes exist from now on.
const sectionPaths = [
  "/conference",
  "/conference/:roomId",
  "/teamstab",
  "/teamstab/login",
  "/teamstab/:callTo",
];

/** spec 2 §2: the router for paths containing conference or teamstab. */
export function sectionRoutes(section: Exclude<Section, "main">): RouteObject[] {
  return [
    {
      errorElement: <RouteErrorPage sectionRoot={sectionRoots[section]} />,
      children: [
        ...sectionPaths.map((path) => ({ path, element: <NothingHerePage /> })),
        { path: "*", element: <NothingHerePage /> },
      ],
    },
  ];
}

export function createSectionRouter(section: Exclude<Section, "main">) {
  return createBrowserRouter(sectionRoutes(section));
}
