import AddIcon from '@mui/icons-material/Add';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, Button, IconButton, Menu, MenuItem, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Area } from './floor';

interface Props {
  areas: Area[];
  selected: string | undefined;
  select: (id: string) => void;
  add: () => void;
  rename: (area: Area) => void;
  move: (area: Area, by: -1 | 1) => void;
  toggle: (area: Area) => void;
  remove: (area: Area) => void;
}

/** The store's areas as tabs, with Add area and the selected area's actions. */
export function AreaTabs({ areas, selected, select, add, rename, move, toggle, remove }: Props) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const index = areas.findIndex((a) => a.id === selected);
  const area = areas[index];
  const act = (fn: (area: Area) => void) => () => {
    setAnchor(null);
    if (area) fn(area);
  };
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        borderBottom: 1,
        borderColor: 'divider',
        minWidth: 0,
      }}
    >
      <Tabs
        value={area ? area.id : false}
        onChange={(_, id: string) => select(id)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={translate('floorLayout.areas.label')}
        // On a phone the tabs take the line, and Add area goes below.
        sx={{ flex: '1 1 220px', minWidth: 0 }}
      >
        {areas.map((a) => (
          <Tab
            key={a.id}
            value={a.id}
            label={
              a.status === 'inactive' ? `${a.name} (${translate('floorLayout.areas.inactive')})` : a.name
            }
            sx={a.status === 'inactive' ? { fontStyle: 'italic' } : undefined}
          />
        ))}
      </Tabs>
      {area && (
        <>
          <IconButton
            aria-label={translate('floorLayout.areas.actions', { name: area.name })}
            aria-haspopup="menu"
            onClick={(e) => setAnchor(e.currentTarget)}
          >
            <MoreVertIcon />
          </IconButton>
          <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
            <MenuItem onClick={act(rename)}>{translate('floorLayout.areas.rename')}</MenuItem>
            <MenuItem onClick={act((a) => move(a, -1))} disabled={index === 0}>
              {translate('floorLayout.areas.moveLeft')}
            </MenuItem>
            <MenuItem onClick={act((a) => move(a, 1))} disabled={index === areas.length - 1}>
              {translate('floorLayout.areas.moveRight')}
            </MenuItem>
            <MenuItem onClick={act(toggle)}>
              {translate(
                area.status === 'active' ? 'floorLayout.areas.deactivate' : 'floorLayout.areas.activate',
              )}
            </MenuItem>
            <MenuItem onClick={act(remove)} sx={{ color: 'error.main' }}>
              {translate('floorLayout.areas.delete')}
            </MenuItem>
          </Menu>
        </>
      )}
      <Button startIcon={<AddIcon />} onClick={add} sx={{ flexShrink: 0 }}>
        {translate('floorLayout.areas.add')}
      </Button>
    </Box>
  );
}
