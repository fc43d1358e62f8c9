import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { RatedItem } from './api';

/** A ranked list of rated items (liked or disliked), each with its average and how many rated it. */
export function RatedItems({
  title,
  empty,
  items,
  minRatings,
  testId,
}: {
  title: string;
  empty: string;
  items: RatedItem[];
  minRatings: number;
  testId: string;
}) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h3">
          {title}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {translate('dashboard.ratingsRule', { count: minRatings })}
        </Typography>
        {items.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {empty}
          </Typography>
        ) : (
          <List dense component="ol" aria-labelledby={titleId} sx={{ pl: 0 }}>
            {items.map((item, i) => (
              <ListItem key={`${i}:${item.menuItem}`} disableGutters>
                <ListItemText
                  primary={`${i + 1}. ${item.menuItem}`}
                  secondary={translate('dashboard.rating', {
                    average: item.average.toFixed(2),
                    ratings: item.ratings,
                  })}
                  slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
