/**
 * The dev server renders through React's development runtime. Under NODE_ENV=production (left in a
 * shell, or by a build earlier in the same process) React's modules would load in their production
 * builds and every page would fail on an empty `jsxDEV`, so the mode is set before anything loads.
 */
if (process.env.NODE_ENV && process.env.NODE_ENV !== 'development')
  console.warn(`NODE_ENV=${process.env.NODE_ENV} is ignored: the dev server always runs in development mode.`);
process.env.NODE_ENV = 'development';
