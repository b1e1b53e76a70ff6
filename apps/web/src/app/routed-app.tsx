import { useState } from "react";
import { RouterProvider } from "react-router/dom";
import { createMainRouter } from "./routers/main-router";
import { createSectionRouter } from "./routers/section-router";
import type { Section } from "./routers/section";

export { preloadFirstScreen } from "./routers/main-router";

/** One of the two routers (spec 2 §2), chosen once from the path the app opened at. */
export function RoutedApp({ section }: { readonly section: Section }) {
  const [router] = useState(() => (section === "main" ? createMainRouter() : createSectionRouter(section)));
  return <RouterProvider router={router} />;
}
