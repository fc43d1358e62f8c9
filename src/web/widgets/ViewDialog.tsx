import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  type DialogActionsProps,
  type DialogProps,
} from '@mui/material';
import type { ReactNode } from 'react';

export interface ViewDialogProps extends Omit<DialogProps, 'id' | 'title' | 'children' | 'open'> {
  /** Prefix of the title's id (`<id>-title`), which names the dialog. */
  id: string;
  title: ReactNode;
  /** The buttons under the content. */
  actions: ReactNode;
  actionsProps?: DialogActionsProps;
  children: ReactNode;
}

/**
 * A dialog that shows something rather than asks: its title, its content between dividers and its own
 * buttons under it. Open while it is rendered.
 */
export function ViewDialog({ id, title, actions, actionsProps, children, ...dialog }: ViewDialogProps) {
  return (
    <Dialog open aria-labelledby={`${id}-title`} {...dialog}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions {...actionsProps}>{actions}</DialogActions>
    </Dialog>
  );
}
