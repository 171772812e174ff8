import { ModelLog } from '../../models';

/** The page's one log of exchanges with the model endpoint (raw view, Traffic, the Timeline's model lane). */
export const modelLog = new ModelLog();
