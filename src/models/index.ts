/** The public face of the model layer (decision 0036): what the page's upper layers import. */
export * from './types';
export * from './conversation';
