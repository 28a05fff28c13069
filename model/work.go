package model

import "context"

// work is a computation in the background for one position: a new one, or
// leaving the position, cancels it.
type work struct {
	ctx    context.Context // the computation's, while one runs
	cancel context.CancelFunc
}

// start cancels the computation under way and returns the context of the
// next.
func (w *work) start() context.Context {
	w.stop()
	w.ctx, w.cancel = context.WithCancel(context.Background())
	return w.ctx
}

// busy says whether a computation is under way.
func (w work) busy() bool { return w.cancel != nil }

// stop cancels the computation under way.
func (w *work) stop() {
	if w.cancel != nil {
		w.cancel()
		w.cancel = nil
	}
}
