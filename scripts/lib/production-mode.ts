// Imported first by the production server, so React (which the form problem page renders with)
// loads its production build: ES modules run their imports in order, before the importer's body.
process.env.NODE_ENV ??= 'production';
