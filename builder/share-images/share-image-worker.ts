import { serveRequests } from '../workers/serve-requests';
import { drawShareImage } from './draw-share-image';
import type { ShareCard } from './share-card';

serveRequests<ShareCard, Uint8Array>(drawShareImage);
