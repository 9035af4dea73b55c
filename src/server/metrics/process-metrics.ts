import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * What this process measures whichever app it serves: the Node.js runtime, its database pools
 * and its job runs. One per process, as the pools and the workers are; an app's scrape adds its
 * own (requests, queue, organisations).
 */
export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics });
