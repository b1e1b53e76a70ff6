// First: no schema may parse before zod is told not to probe for eval.
import "./zod-without-eval";
import "@fontsource-variable/inter";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
// Straight from their modules: the auth feature's commands also offer hooks of the signed-in
// screens, whose server state (TanStack Query) the login page goes without (issue 9, budgets).
import { captureResellerPlan } from "../features/auth/model/reseller-plan";
import { startSessionServices } from "../features/auth/model/session-services";
import { useAuthStore } from "../features/auth/model/auth-store";
import { startDiagnostics } from "../features/diagnostics/commands";
import { App } from "./app";
import { sectionOf } from "./routers/section";
import { opensAtLogin } from "./routers/signed-in-paths";

startDiagnostics();
captureResellerPlan(window.location, window.history);
startSessionServices();

const container = document.getElementById("root");
if (container === null) throw new Error("index.html has no #root element");

// spec 2 §2: the router is chosen once from the entry path; its login guard sends a signed-out
// visitor to /login, where the login page draws without the router.
const { pathname } = window.location;
const section = sectionOf(pathname);
const atLogin = section === "main" && useAuthStore.getState().session === null && opensAtLogin(pathname);
if (atLogin && pathname !== "/login") window.history.replaceState(null, "", "/login");

createRoot(container).render(
  <StrictMode>
    <App section={section} atLogin={atLogin} />
  </StrictMode>,
);
