package mlirc

/*
#include "bridge.h"
*/
import "C"

import (
	"errors"
)

// IRRewriter is an owning rewriter that works outside the pattern drivers:
// passes that walk the IR themselves build and replace operations through
// it. Its embedded Rewriter offers the same methods patterns get.
type IRRewriter struct {
	Rewriter
	closed bool
}

// NewIRRewriter creates a rewriter in ctx. Close releases it.
func (ctx *Context) NewIRRewriter() (*IRRewriter, error) {
	c, err := ctx.raw()
	if err != nil {
		return nil, err
	}
	return &IRRewriter{Rewriter: Rewriter{c: C.mlirIRRewriterCreate(c), ctx: ctx}}, nil
}

// Close destroys the rewriter. It is safe to call more than once.
func (rw *IRRewriter) Close() error {
	if rw == nil || rw.closed {
		return nil
	}
	rw.closed = true
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

// EmitWarning records a warning diagnostic at loc in the context's list of
// diagnostics (the one TakeDiagnostics returns). MLIR's C API can only emit
// errors, so the warning is recorded on the Go side and seen only by the
// context's Go handler.
func EmitWarning(loc Location, msg string) error {
	return emitGoDiagnostic(loc, SeverityWarning, msg)
}

// EmitRemark records a remark at loc, as EmitWarning does.
func EmitRemark(loc Location, msg string) error {
	return emitGoDiagnostic(loc, SeverityRemark, msg)
}

func emitGoDiagnostic(loc Location, sev Severity, msg string) error {
	ctx, err := loc.Context()
	if err != nil {
		return errors.Join(errors.New("mlirc: cannot emit a diagnostic"), err)
	}
	d := Diagnostic{Severity: sev, Loc: loc.String(), Message: msg}
	d.File, d.Line, d.Col, _ = loc.FileLineCol()
	ctx.diagMu.Lock()
	ctx.diags = append(ctx.diags, d)
	ctx.diagMu.Unlock()
	return nil
}

// RestoreDiagnostics puts diagnostics obtained from TakeDiagnostics back,
// ahead of any emitted since. Code that creates IR (whose calls clear the
// pending diagnostics to collect their own) uses it to keep what earlier
// passes emitted.
func (ctx *Context) RestoreDiagnostics(ds []Diagnostic) {
	if len(ds) == 0 {
		return
	}
	ctx.diagMu.Lock()
	ctx.diags = append(append([]Diagnostic(nil), ds...), ctx.diags...)
	ctx.diagMu.Unlock()
}
