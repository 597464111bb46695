import { setPriority } from 'node:os';
import type { SizesRequest } from './photo-sizes-process';

// The child of PhotoSizesProcess. Its priority is lowered first, before anything starts the
// threads images are encoded on: a thread takes its priority from the thread that starts it.
setPriority(Number(process.argv[2]));
// Nothing is left to do for a parent that has gone.
process.on('disconnect', () => process.exit(0));
const answering = import('./photo-sizes-process').then((sizes) => sizes.answerPhotoSizes);
process.on('message', (request: SizesRequest) => {
  void answering.then((answer) => answer(request));
});
