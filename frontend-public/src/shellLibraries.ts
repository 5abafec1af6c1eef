// The libraries the site's frame (header, footer, providers) is drawn with. main.tsx loads this module a step
// before the app, so that running their code is a task of its own rather than part of one long task. A library
// missing here is simply run with the app.
export { default as AppBar } from '@mui/material/AppBar';
export { default as Avatar } from '@mui/material/Avatar';
export { default as Button } from '@mui/material/Button';
export { default as Container } from '@mui/material/Container';
export { default as CssBaseline } from '@mui/material/CssBaseline';
export { default as Divider } from '@mui/material/Divider';
export { default as IconButton } from '@mui/material/IconButton';
export { default as Link } from '@mui/material/Link';
export { default as Skeleton } from '@mui/material/Skeleton';
export { default as Toolbar } from '@mui/material/Toolbar';
export { QueryClient, QueryClientProvider, hydrate } from '@tanstack/react-query';
export { BrowserRouter, Routes } from 'react-router-dom';
