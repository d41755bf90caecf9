import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { AppRoutes } from './app/AppRoutes';
import { RootErrorBoundary } from './app/RootErrorBoundary';
import { SiteProvider } from './app/site';
import { GlobalStyle } from './theme/GlobalStyle';
import { theme } from './theme/theme';
import { Toaster } from './ui/toast';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SiteProvider>
        <BrowserRouter>
          <RootErrorBoundary>
            <AppRoutes />
          </RootErrorBoundary>
        </BrowserRouter>
        <Toaster />
      </SiteProvider>
    </ThemeProvider>
  </StrictMode>,
);
