import Box from "@mui/material/Box";

/** spec 2 §4 update list: a popup out of view has new messages. A dot, named for assistive technology. */
export function UpdateMarker() {
  return (
    <Box
      component="span"
      role="img"
      aria-label="New messages"
      sx={{
        display: "inline-block",
        flexShrink: 0,
        width: 10,
        height: 10,
        ml: 1,
        borderRadius: "50%",
        bgcolor: "error.main",
        boxShadow: (theme) => `0 0 0 2px ${theme.palette.background.paper}`,
      }}
    />
  );
}
