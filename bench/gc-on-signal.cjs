// Loaded into a bench's bridge with --require, beside --expose-gc: SIGUSR2 runs a full garbage
// collection, so a bench can tell memory the bridge still holds from a heap V8 has not yet shrunk.
// The bridge itself never forces a collection.
process.on('SIGUSR2', () => globalThis.gc?.())
