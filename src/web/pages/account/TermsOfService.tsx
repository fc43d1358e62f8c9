import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PageFrame, useDocumentTitle } from './AccountFrame';
import { REGISTER_PATH } from '../../../core/routes';

/** The sections of the terms, in order; each has `title` and `body` under `account.terms.sections`. */
export const TERMS_SECTIONS = [
  'acceptance',
  'eligibility',
  'account',
  'billing',
  'trial',
  'fees',
  'refunds',
  'law',
  'changes',
] as const;

/** /pages/terms: the terms of service (SPEC §1), linked from the registration form. */
export function TermsOfService() {
  const translate = useTranslate();
  const title = translate('account.terms.title');
  useDocumentTitle(title);
  return (
    <PageFrame>
      <Card
        component="article"
        sx={{ width: '100%', maxWidth: 760 }}
        elevation={3}
        aria-labelledby="terms-title"
      >
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
          <Typography id="terms-title" component="h1" variant="h4" gutterBottom>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {translate('account.terms.intro')}
          </Typography>
          {TERMS_SECTIONS.map((section, index) => (
            <Box component="section" key={section} aria-labelledby={`terms-${section}`} sx={{ mb: 3 }}>
              <Typography id={`terms-${section}`} component="h2" variant="h6" gutterBottom>
                {`${index + 1}. ${translate(`account.terms.sections.${section}.title`)}`}
              </Typography>
              <Typography sx={{ lineHeight: 1.7 }}>
                {translate(`account.terms.sections.${section}.body`)}
              </Typography>
            </Box>
          ))}
          <Button component={Link} to={REGISTER_PATH} variant="contained" startIcon={<ArrowBackIcon />}>
            {translate('account.terms.back')}
          </Button>
        </CardContent>
      </Card>
    </PageFrame>
  );
}
