import Forum from '@mui/icons-material/Forum';
import { lazyNamed } from '../common/lazyNamed.ts';

export default {
  list: lazyNamed(() => import('./ConversationList.tsx'), 'ConversationList'),
  show: lazyNamed(() => import('./ConversationShow.tsx'), 'ConversationShow'),
  icon: Forum,
  recordRepresentation: 'counterpartName',
};
