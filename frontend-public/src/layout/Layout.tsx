import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { DeferredChat } from '../chat/DeferredChat.tsx';
import { HEADER_HEIGHT } from '../theme/theme.ts';
import { ToastProvider } from '../toast/ToastProvider.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { PageSkeleton } from './PageSkeleton.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';

export function Layout() {
  return (
    <ToastProvider>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <ScrollToTop />
        <SkipLink />
        <Header />
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{ flex: 1, pt: { xs: `${HEADER_HEIGHT.xs}px`, md: `${HEADER_HEIGHT.md}px` }, outline: 'none' }}
        >
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </Box>
        <Footer />
      </Box>
      <DeferredChat />
    </ToastProvider>
  );
}
