import { readStored, writeStored } from '../common/storage.ts';

const KEY = 'grandtour.guestConversations';

/** A guest who asked an owner something from this browser: the header then looks for answers. */
export const rememberGuestConversations = () => writeStored(KEY, '1');
export const hasGuestConversations = () => readStored(KEY) === '1';
