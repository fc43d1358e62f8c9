import { alpha, darken, lighten, styled, type Theme } from '@mui/material/styles';

/*
 * How the list table looks: the cells, check boxes and sort arrows of MUI's Table, drawn by CSS alone.
 */

/** Material's check box icons (empty, checked, some checked) and the sort arrow. */
export const UNCHECKED =
  'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z';
export const CHECKED =
  'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';
export const INDETERMINATE =
  'M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2zm-2 10H7v-2h10v2z';
export const ARROW = 'M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z';

/** MUI's small table cells and check box, as its Table, TableCell and Checkbox draw them with this theme. */
function cellRules(theme: Theme) {
  const palette = (theme.vars || theme).palette;
  const border =
    theme.palette.mode === 'light'
      ? lighten(alpha(theme.palette.divider, 1), 0.88)
      : darken(alpha(theme.palette.divider, 1), 0.68);
  return {
    '& > tr > td, & > tr > th': {
      ...theme.typography.body2,
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${border}`,
      textAlign: 'left',
      padding: '6px 16px',
      color: palette.text.primary,
    },
    '& > tr > .MuiTableCell-paddingCheckbox': { width: 24, padding: '0 8px' },
    '& .CheckBox': {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      verticalAlign: 'middle',
      borderRadius: '50%',
      color: palette.text.secondary,
      '&.Mui-checked': { color: palette.primary.main },
      '& > svg': { width: '1.5rem', height: '1.5rem', fill: 'currentColor', flexShrink: 0 },
      '& > input': {
        cursor: 'pointer',
        position: 'absolute',
        opacity: 0,
        width: '100%',
        height: '100%',
        top: 0,
        left: 0,
        margin: 0,
        padding: 0,
        zIndex: 1,
      },
      '& > input:disabled': { cursor: 'default' },
      '&:has(> input:disabled)': { color: palette.action.disabled },
      '&:has(> input:focus-visible)': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
      '&:hover': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) },
      '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
    },
  };
}

/** The head: MUI's head cells and sort labels. */
export const Head = styled('thead')(({ theme }) => {
  const palette = (theme.vars || theme).palette;
  return {
    ...cellRules(theme),
    '& > tr > th': {
      lineHeight: theme.typography.pxToRem(24),
      fontWeight: theme.typography.fontWeightMedium,
    },
    '& .SortLabel': {
      font: 'inherit',
      color: 'inherit',
      background: 'none',
      border: 0,
      margin: 0,
      padding: 0,
      cursor: 'pointer',
      display: 'inline-flex',
      justifyContent: 'flex-start',
      flexDirection: 'inherit',
      alignItems: 'center',
      textAlign: 'inherit',
      '& > svg': {
        width: 18,
        height: 18,
        fill: 'currentColor',
        flexShrink: 0,
        marginRight: 4,
        marginLeft: 4,
        opacity: 0,
        userSelect: 'none',
        transition: theme.transitions.create(['opacity', 'transform'], {
          duration: theme.transitions.duration.shorter,
        }),
      },
      '&.SortLabel-asc > svg': { transform: 'rotate(180deg)' },
      '&:hover, &:focus': { color: palette.text.secondary },
      '&:hover > svg': { opacity: 0.5 },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
      '&.SortLabel-active': { color: palette.text.primary },
      '&.SortLabel-active > svg': { opacity: 1, color: palette.text.secondary },
    },
  };
});

/** The body: MUI's rows (hover, selected) and body cells. */
export const Body = styled('tbody')(({ theme }) => {
  const palette = (theme.vars || theme).palette;
  const { primary, action } = theme.palette;
  return {
    ...cellRules(theme),
    '& > tr': {
      color: 'inherit',
      display: 'table-row',
      verticalAlign: 'middle',
      outline: 0,
      '&:hover': { backgroundColor: palette.action.hover },
      '&.Mui-selected': { backgroundColor: alpha(primary.main, action.selectedOpacity) },
      '&.Mui-selected:hover': {
        backgroundColor: alpha(primary.main, action.selectedOpacity + action.hoverOpacity),
      },
      '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${primary.main}` },
    },
  };
});
