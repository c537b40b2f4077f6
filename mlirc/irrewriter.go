package mlirc

/*
#include "bridge.h"
*/
import "C"

// IRRewriter is an owning rewriter that works outside the pattern drivers:
// passes that walk the IR themselves build and replace operations through
// it. Its embedded Rewriter offers the same methods patterns get.
type IRRewriter struct {
	Rewriter
	closed bool
}

// NewIRRewriter creates a rewriter in ctx. Close releases it.
func (ctx *Context) NewIRRewriter() (*IRRewriter, error) {
	c, unlock, err := ctx.lock()
	if err != nil {
		return nil, err
	}
	defer unlock()
	return &IRRewriter{Rewriter: Rewriter{c: C.mlirIRRewriterCreate(c), ctx: ctx}}, nil
}

// Close destroys the rewriter. It is safe to call more than once.
func (rw *IRRewriter) Close() error {
	if rw == nil || rw.closed {
		return nil
	}
	rw.closed = true
	if _, unlock, err := rw.ctx.lock(); err == nil {
		defer unlock()
	}
	// The rewriter owns no state of the context, so destroying it is valid
	// after the context closed too.
	C.mlirIRRewriterDestroy(rw.c)
	return nil
}

// SetInsertionPointToEnd makes Create append to the end of b.
func (rw Rewriter) SetInsertionPointToEnd(b Block) {
	C.mlirRewriterBaseSetInsertionPointToEnd(rw.c, b.c)
}

// SetInsertionPointToStart makes Create insert at the start of b.
func (rw Rewriter) SetInsertionPointToStart(b Block) {
	C.mlirRewriterBaseSetInsertionPointToStart(rw.c, b.c)
}

// ReplaceAllUsesWith redirects every use of from to to, notifying the
// rewriter's listener.
func (rw Rewriter) ReplaceAllUsesWith(from, to Value) {
	C.mlirRewriterBaseReplaceAllUsesWith(rw.c, from.c, to.c)
}

// Context returns the context the location belongs to.
func (l Location) Context() (*Context, error) {
	if l.IsNull() {
		return nil, ErrClosed
	}
	return contextOf(C.mlirLocationGetContext(l.c))
}
