import { GlobalStyles } from '@mui/material';

/**
 * Someone who asked their system for less motion gets none: transitions (dialogs, menus, the sidebar)
 * and animations (progress, skeletons) end at once. The rule beats MUI's inline transitions.
 */
export function ReducedMotion() {
  return (
    <GlobalStyles
      styles={{
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            transitionDelay: '0s !important',
            scrollBehavior: 'auto !important',
          },
        },
      }}
    />
  );
}
