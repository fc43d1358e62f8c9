import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useEffect } from 'react';
import { ANALYTICS_PATH } from '../../core/routes';

/** /pages/error-404: where unknown paths land, with a way back. */
export function NotFound() {
  const translate = useTranslate();
  useEffect(() => {
    document.title = `404 · ${translate('notFound.title')}`;
  }, [translate]);
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, bgcolor: 'background.default' }}
    >
      <Box sx={{ textAlign: 'center', maxWidth: 480 }}>
        <Typography variant="h1" component="p" color="primary" sx={{ fontWeight: 700 }}>
          404
        </Typography>
        <Typography variant="h4" component="h1" gutterBottom>
          {translate('notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {translate('notFound.message')}
        </Typography>
        <Button variant="contained" component={Link} to={ANALYTICS_PATH} startIcon={<ArrowBackIcon />}>
          {translate('notFound.back')}
        </Button>
      </Box>
    </Box>
  );
}
