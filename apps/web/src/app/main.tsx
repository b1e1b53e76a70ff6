// First: no schema may parse before zod is told not to probe for eval.
import "./zod-without-eval";
import "@fontsource-variable/inter";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { captureResellerPlan, startSessionServices } from "../features/auth/commands";
import { startDiagnostics } from "../features/diagnostics/commands";
import { App } from "./app";
import { sectionOf } from "./routers/section";

startDiagnostics();
captureResellerPlan(window.location, window.history);
startSessionServices();

const container = document.getElementById("root");
if (container === null) throw new Error("index.html has no #root element");

// spec 2 §2: the router is chosen once from the entry path.
createRoot(container).render(
  <StrictMode>
    <App section={sectionOf(window.location.pathname)} />
  </StrictMode>,
);
