/*
 * The pieces of interface both fronts draw the same way (React and MUI), words given as props. Only the fronts import
 * this entry; the services never load React.
 */
export * from './PickedPhotos.tsx';
export * from './useObjectUrl.ts';
export * from './visuallyHidden.ts';
export * from './MessageBubble.tsx';
export * from './MessageComposerForm.tsx';
export * from './ReportMessageForm.tsx';
export * from './text-field.ts';
export * from './LiveAnnouncer.tsx';
export * from './MessageList.tsx';
export * from './usePageVisible.ts';
export * from './useMarkReadWhenSeen.ts';
export * from './thread-caches.ts';
