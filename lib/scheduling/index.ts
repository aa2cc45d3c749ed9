export * from './constants';
export * from './time-of-day';
export * from './opening-hours';
export * from './zoned-time';
export * from './dates';
export * from './conflicts';
export * from './slots';
