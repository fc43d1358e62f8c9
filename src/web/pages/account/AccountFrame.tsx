import { Avatar, Box, Card, CardContent, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { useTranslate } from 'ra-core';
import { LanguageButton } from './LanguageButton';

/** Sets the tab title to "<title> · Comanda Office" in the shown language. */
export function useDocumentTitle(title: string): void {
  const translate = useTranslate();
  useEffect(() => {
    document.title = `${title} · ${translate('app.name')}`;
  }, [title, translate]);
}

/** A full-window page, with the language switch in its corner unless `languages` is false; its content is centred. */
export function PageFrame({ children, languages = true }: { children: ReactNode; languages?: boolean }) {
  return (
    <Box
      component="main"
      sx={{
        position: 'relative',
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        color: 'text.primary',
        px: 2,
        py: 8,
      }}
    >
      {languages && (
        <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
          <LanguageButton />
        </Box>
      )}
      {children}
    </Box>
  );
}

/**
 * The card of the sign-in and account form screens: an icon, a title, an optional note and subtitle under
 * it, then the content.
 */
export function CardPage({
  icon,
  title,
  note,
  subtitle,
  children,
  maxWidth = 440,
}: {
  icon: ReactNode;
  title: string;
  /** A line between the title and the subtitle. */
  note?: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  maxWidth?: number;
}) {
  return (
    <PageFrame>
      <Card sx={{ width: '100%', maxWidth }} elevation={3}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 2 }}>
            <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', mb: 1 }}>{icon}</Avatar>
            <Typography component="h1" variant="h5" align="center">
              {title}
            </Typography>
            {note}
            {subtitle && (
              <Typography variant="body2" color="text.secondary" align="center" sx={{ mt: 0.5 }}>
                {subtitle}
              </Typography>
            )}
          </Box>
          {children}
        </CardContent>
      </Card>
    </PageFrame>
  );
}

/** The card of the form screens (register, passwords, lock screen, store choice); it names the tab too. */
export function AccountCard(props: {
  icon: ReactNode;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  maxWidth?: number;
}) {
  useDocumentTitle(props.title);
  return <CardPage {...props} />;
}

/** The status screens (401, 500, maintenance): a large code or icon, a title, a message and actions. */
export function StatusPage({
  code,
  title,
  message,
  detail,
  actions,
}: {
  code: ReactNode;
  title: string;
  message?: string;
  detail?: string;
  actions: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <PageFrame>
      <Box sx={{ textAlign: 'center', maxWidth: 520 }}>
        <Typography
          variant="h1"
          component="p"
          color="primary"
          aria-hidden="true"
          sx={{ fontWeight: 700, display: 'flex', justifyContent: 'center', '& svg': { fontSize: '6rem' } }}
        >
          {code}
        </Typography>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        {message && (
          <Typography variant="h6" component="p" gutterBottom>
            {message}
          </Typography>
        )}
        {detail && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {detail}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap', mt: detail ? 0 : 3 }}>
          {actions}
        </Box>
      </Box>
    </PageFrame>
  );
}
