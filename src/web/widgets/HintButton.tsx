import { Box, Popper, type Theme } from '@mui/material';
import { useRef, useState, type ButtonHTMLAttributes } from 'react';

/**
 * An icon button with a hint (a tooltip) that costs nothing until it is wanted: the hint is drawn
 * while the pointer rests on the button or the button holds the focus, beside the button rather
 * than around it, so the button stays the same element (a click under way is not lost). Its
 * accessible name is its own `aria-label`. For rows of many such buttons (a schedule's days), drawn
 * with the page: the button is the browser's own, looking like an icon button of the theme through
 * the class `hint-button` that what holds the rows styles once (hintButtonStyles), rather than a
 * themed button with its own styles and ripple each.
 */
export function HintButton({
  hint,
  className,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  onKeyDown,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { hint: string }) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        type="button"
        {...props}
        className={className ? `hint-button ${className}` : 'hint-button'}
        ref={anchor}
        onPointerEnter={(e) => (setOpen(true), onPointerEnter?.(e))}
        onPointerLeave={(e) => (setOpen(false), onPointerLeave?.(e))}
        onFocus={(e) => (setOpen(true), onFocus?.(e))}
        onBlur={(e) => (setOpen(false), onBlur?.(e))}
        onKeyDown={(e) => (e.key === 'Escape' && setOpen(false), onKeyDown?.(e))}
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

/** The look of HintButton, given once to what holds them: a round icon button of the theme, medium. */
export const hintButtonStyles = (t: Theme) => ({
  '& .hint-button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: '0 0 auto',
    boxSizing: 'border-box',
    p: 1,
    m: 0,
    border: 0,
    borderRadius: '50%',
    outline: 0,
    background: 'transparent',
    color: t.palette.action.active,
    fontSize: t.typography.pxToRem(24),
    cursor: 'pointer',
    transition: t.transitions.create('background-color', { duration: t.transitions.duration.shortest }),
    '&:hover': { backgroundColor: t.palette.action.hover },
    '&:focus-visible': { backgroundColor: t.palette.action.focus },
    '&:active': { backgroundColor: t.palette.action.selected },
  },
});
