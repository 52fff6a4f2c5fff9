import { registerClubPanels } from '../club/onlinePanels.ts';
import { addOnlinePanel } from './nardy-online.ts';

// The online screen's module, loaded on first use with the network client (docs/app.md "Online play"):
// `<nardy-online>`, with the club's clocks and chat riding on it as its panels.
registerClubPanels(addOnlinePanel);

export type { NardyOnline } from './nardy-online.ts';
