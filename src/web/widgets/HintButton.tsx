import { Box, IconButton, Popper, type IconButtonProps } from '@mui/material';
import { useRef, useState } from 'react';

/**
 * An icon button with a hint (a tooltip) that costs nothing until it is wanted: the hint is drawn
 * while the pointer rests on the button or the button holds the focus, beside the button rather
 * than around it, so the button stays the same element (a click under way is not lost). Its
 * accessible name is its own `aria-label`. For rows of many such buttons (a schedule's days), drawn
 * with the page, where a tooltip mounted for each would delay it.
 */
export function HintButton({
  hint,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...props
}: IconButtonProps & { hint: string }) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  return (
    <>
      <IconButton
        {...props}
        ref={anchor}
        onPointerEnter={(e) => (setOpen(true), onPointerEnter?.(e))}
        onPointerLeave={(e) => (setOpen(false), onPointerLeave?.(e))}
        onFocus={(e) => (setOpen(true), onFocus?.(e))}
        onBlur={(e) => (setOpen(false), onBlur?.(e))}
        onKeyDown={(e) => (e.key === 'Escape' && setOpen(false), props.onKeyDown?.(e))}
      />
      {open && (
        <Popper
          open
          anchorEl={anchor.current}
          placement="bottom"
          sx={{ pointerEvents: 'none', zIndex: (t) => t.zIndex.tooltip }}
        >
          <Box
            role="tooltip"
            sx={(t) => ({
              ...t.typography.caption,
              mt: 0.5,
              px: 1,
              py: 0.5,
              borderRadius: 1,
              color: t.palette.common.white,
              bgcolor: 'rgba(97, 97, 97, 0.92)',
            })}
          >
            {hint}
          </Box>
        </Popper>
      )}
    </>
  );
}
