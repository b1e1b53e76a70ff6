import { z } from "zod";

// The server's Content-Security-Policy forbids eval (apps/server/src/http/web/security-headers.ts).
// Zod would probe for it with `Function("")` on the first object it parses, to compile fast
// parsers: the throw is caught, but Chromium still reports a violation. Jitless parses the same
// schemas without generated code; the app parses small answers, so the speed is not missed.
z.config({ jitless: true });
