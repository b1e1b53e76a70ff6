import { eq } from "drizzle-orm";
import { DEFAULT_LOGO_PATH, type LogoData } from "@mobex/contracts/branding";
import type { Db } from "../../db/client";
import { resellerPlans, type TenantRow } from "../../db/schema";

/** Logos of reseller plans (spec 1 §2, §7 "Logo fetch"); /logo.png when nothing is configured. */
export class BrandingRepository {
  constructor(private readonly db: Db) {}

  async planLogo(planId: string): Promise<string | undefined> {
    const [plan] = await this.db.select().from(resellerPlans).where(eq(resellerPlans.id, planId));
    return plan?.logoLight;
  }

  /** A tenant shows its reseller plan's logos, one per theme mode. */
  async tenantLogo(tenant: TenantRow): Promise<LogoData> {
    if (!tenant.planId) return { light: DEFAULT_LOGO_PATH, dark: DEFAULT_LOGO_PATH };
    const [plan] = await this.db.select().from(resellerPlans).where(eq(resellerPlans.id, tenant.planId));
    if (!plan) return { light: DEFAULT_LOGO_PATH, dark: DEFAULT_LOGO_PATH };
    return { light: plan.logoLight, dark: plan.logoDark ?? plan.logoLight };
  }
}
