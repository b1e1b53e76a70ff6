import { type LinkPreview, chatUrlMetadataEndpoint } from "@mobex/contracts/chat";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../shared/api/api-client";
import { isSuccessCode } from "../../../shared/api/api-answer";

/** spec 2 §7 chat/urlmetadata: the page's preview, or null when the server will not preview it (422) or the page has nothing. */
export async function fetchLinkPreview(site: string): Promise<LinkPreview | null> {
  const answer = await call(chatUrlMetadataEndpoint, { site });
  if (!isSuccessCode(answer.code) || "reason" in answer.data) return null;
  const preview = answer.data;
  return preview.title === "" && preview.description === "" && preview.image === "" ? null : preview;
}

/** A link's preview, fetched once per link for the page's lifetime (the server caches it too). */
export function useLinkPreview(link: string | null) {
  return useQuery({
    queryKey: ["chat", "urlmetadata", link],
    queryFn: () => fetchLinkPreview(link ?? ""),
    enabled: link !== null,
    staleTime: Infinity,
    retry: false,
  });
}
