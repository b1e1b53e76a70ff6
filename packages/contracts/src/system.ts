import { z } from "zod";

/** GET /healthz */
export const healthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  version: z.string(),
  uptime_seconds: z.number(),
  planes: z.record(z.string(), z.enum(["up", "down", "absent"])),
  database: z.enum(["pglite", "postgres"]),
});
export type Health = z.infer<typeof healthSchema>;
