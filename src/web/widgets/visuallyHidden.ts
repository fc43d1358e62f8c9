/**
 * The style of what screen readers read and eyes do not see (a column of buttons' heading, a summary's
 * title): one pixel, in pixels — `width: 1` in an `sx` is 100%, which would push the page sideways.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
