import type { OutsideDocuments } from '../../shared/coverage.js';

export { tusResolvers } from './resolvers.js';

/**
 * bunny.net's TUS endpoint (https://docs.bunny.net/reference/tus-resumable-uploads) is in none of the six published
 * documents. The gateway never calls it: createVideoTusUpload signs the upload a client then sends there itself.
 */
export const tusCoverage: readonly OutsideDocuments[] = [
  { api: 'Stream TUS uploads', method: 'POST', path: '/tusupload', fields: ['Mutation.createVideoTusUpload'] },
];
