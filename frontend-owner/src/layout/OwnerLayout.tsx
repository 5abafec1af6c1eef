import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useCallback } from 'react';
import { Layout, useTranslate, type LayoutProps } from 'react-admin';

/**
 * react-admin's layout, whose spinners (the app bar's loading indicator, saving, loading lists) are named in the
 * back office's language: an unnamed progressbar fails WCAG 4.1.2, and react-admin draws them without a name.
 */
export function OwnerLayout(props: LayoutProps) {
  const translate = useTranslate();
  const label = translate('ra.page.loading');
  const namedProgress = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiCircularProgress: {
          ...outer.components?.MuiCircularProgress,
          defaultProps: { ...outer.components?.MuiCircularProgress?.defaultProps, 'aria-label': label },
        },
        MuiLinearProgress: {
          ...outer.components?.MuiLinearProgress,
          defaultProps: { ...outer.components?.MuiLinearProgress?.defaultProps, 'aria-label': label },
        },
      },
    }),
    [label],
  );
  return (
    <ThemeProvider theme={namedProgress}>
      <Layout {...props} />
    </ThemeProvider>
  );
}
