export const CHAT_PANEL_ID = 'chat-panel';
export const CHAT_TITLE_ID = 'chat-panel-title';
export const CHAT_SUBTITLE_ID = 'chat-panel-subtitle';
