import CloseIcon from '@mui/icons-material/Close';
import { IconButton, type SxProps, type Theme } from '@mui/material';

/** Takes a tab or a button off the layout; `label` says which. */
export function RemoveButton({
  label,
  onClick,
  sx,
}: {
  label: string;
  onClick: () => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <IconButton size="small" onClick={onClick} aria-label={label} sx={sx}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}
