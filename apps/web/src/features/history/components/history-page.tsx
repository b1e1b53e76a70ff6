import ErrorOutlineRoundedIcon from "@mui/icons-material/ErrorOutlineRounded";
import HistoryRoundedIcon from "@mui/icons-material/HistoryRounded";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Divider from "@mui/material/Divider";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import type { HistoryItem } from "@mobex/contracts/calls";
import { useState } from "react";
import { EmptyState } from "../../../shared/ui/empty-state";
import { SearchField } from "../../../shared/ui/search-field";
import { NumberDragArea } from "../../../shared/drag/number-drag-area";
import { CallDropTargets, useCallTakesDrops } from "../../calls/commands";
import { usePhoneLayout } from "../../../shared/theme/use-phone-layout";
import { useAccessClaims } from "../../auth/commands";
import { usePendingHides, useHideHistoryEntry } from "../api/hide-history-entry";
import { useHistory } from "../api/history-list";
import { useRefreshOnCallEnd } from "../hooks/use-refresh-on-call-end";
import {
  type HistoryTab,
  filterHistory,
  historyTabLabels,
  historyTabs,
  otherRecords,
} from "../model/history-filter";
import { HistoryDetailDialog } from "./history-detail-dialog";
import { HistoryTable } from "./history-table";

// spec 1 §8: "Non-200 code shows 'Error getting history'; empty list 'No History Found'".
export const HISTORY_ERROR_TEXT = "Error getting history";
export const HISTORY_EMPTY_TEXT = "No History Found";

/** spec 1 §2 route history: the user's calls, by tab and search, with details and call-back. */
export function HistoryPage() {
  const phone = useAccessClaims()?.phone ?? "";
  const history = useHistory(phone);
  const hide = useHideHistoryEntry(phone);
  const pending = usePendingHides();
  const [tab, setTab] = useState<HistoryTab>("all");
  const [search, setSearch] = useState("");
  const [openId, setOpenId] = useState<string | null>(null);
  const compact = usePhoneLayout();
  const takesDrops = useCallTakesDrops();
  useRefreshOnCallEnd(phone);

  const all = (history.data ?? []).filter((item) => !pending.has(item.uniqueid));
  const shown = filterHistory(all, tab, search);
  const open = all.find((item) => item.uniqueid === openId);
  const nowMs = history.dataUpdatedAt;

  const handleHide = (item: HistoryItem) => {
    setOpenId(null);
    hide.mutate(item.uniqueid);
  };

  return (
    <Box sx={{ maxWidth: 1040, mx: "auto", px: { xs: 2, sm: 4 }, py: { xs: 3, sm: 4 } }}>
      <Stack
        direction="row"
        sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: 2, mb: 3 }}
      >
        <Typography variant="h4" component="h1">
          History
        </Typography>
        <SearchField
          label="Search history"
          placeholder="Search number or name"
          value={search}
          onChange={setSearch}
        />
      </Stack>
      <Card>
        <Tabs
          value={tab}
          onChange={(_, value: HistoryTab) => setTab(value)}
          aria-label="Calls shown"
          // At phone widths the four tabs share the width, so that Missed is never scrolled out of view.
          variant={compact ? "fullWidth" : "scrollable"}
          sx={{ px: compact ? 0 : 1.5 }}
        >
          {historyTabs.map((value) => (
            <Tab
              key={value}
              value={value}
              label={historyTabLabels[value]}
              sx={compact ? { minWidth: 0, px: 1 } : undefined}
            />
          ))}
        </Tabs>
        <Divider />
        {history.isError && history.data !== undefined && (
          <Alert severity="error" sx={{ m: 2, mb: 0 }}>
            {HISTORY_ERROR_TEXT}
          </Alert>
        )}
        {history.isPending ? (
          <HistorySkeleton />
        ) : history.isError && history.data === undefined ? (
          <EmptyState
            tone="error"
            icon={<ErrorOutlineRoundedIcon />}
            title={HISTORY_ERROR_TEXT}
            text="The list could not be loaded. It is asked for again every 30 seconds."
            action={
              <Button variant="outlined" onClick={() => void history.refetch()}>
                Try again
              </Button>
            }
          />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<HistoryRoundedIcon />}
            title={HISTORY_EMPTY_TEXT}
            text={all.length > 0 ? "No call here matches what you are looking for." : undefined}
          />
        ) : (
          // issue 10: rows drag onto the call's drop targets in the call drawer.
          <NumberDragArea enabled={takesDrops} targets={<CallDropTargets />}>
            <HistoryTable
              items={shown}
              nowMs={nowMs}
              onOpen={(item) => setOpenId(item.uniqueid)}
              onHide={handleHide}
            />
          </NumberDragArea>
        )}
      </Card>
      {open !== undefined && (
        <HistoryDetailDialog
          item={open}
          others={otherRecords(all, open)}
          nowMs={nowMs}
          onHide={handleHide}
          onClose={() => setOpenId(null)}
        />
      )}
    </Box>
  );
}

function HistorySkeleton() {
  return (
    <Stack spacing={1.5} sx={{ p: 2 }} aria-label="Loading history" role="progressbar">
      {[0, 1, 2, 3, 4].map((row) => (
        <Stack key={row} direction="row" spacing={2} sx={{ alignItems: "center" }}>
          <Skeleton variant="circular" width={32} height={32} />
          <Skeleton width="28%" />
          <Skeleton width="18%" />
          <Skeleton width="12%" />
          <Skeleton width="20%" />
        </Stack>
      ))}
    </Stack>
  );
}
