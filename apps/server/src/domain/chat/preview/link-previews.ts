import type { LinkPreview } from "@mobex/contracts/chat";
import type { Clock } from "../../../clock";
import { fetchPage, type FetchPolicy } from "./guarded-fetch";
import { decodePage, pageMetadata } from "./page-metadata";

const CACHE_TTL_MS = 60 * 60 * 1000;
const CACHE_ENTRIES = 1000;

/**
 * chat/urlmetadata: a page's title, description and image, fetched by the server under the SSRF
 * rules of fetchPage, kept an hour (at most 1000 sites, the oldest dropped first) so that a link
 * posted to a busy group is fetched once. Refusals are not kept: a slow site may answer next time.
 */
export class LinkPreviews {
  private readonly cache = new Map<string, { preview: LinkPreview; until: number }>();

  constructor(
    private readonly policy: FetchPolicy,
    private readonly clock: Clock,
  ) {}

  async preview(site: string): Promise<LinkPreview> {
    const now = this.clock.now();
    const cached = this.cache.get(site);
    if (cached && cached.until > now) return cached.preview;
    this.cache.delete(site);
    const page = await fetchPage(site, this.policy);
    const preview = pageMetadata(decodePage(page.body, page.contentType), page.url);
    this.cache.set(site, { preview, until: now + CACHE_TTL_MS });
    if (this.cache.size > CACHE_ENTRIES) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return preview;
  }
}
